import { History } from 'lucide-react';
import { useState } from 'react';
import { ListHeading } from '../../../components/layout/list-heading';
import { UrduText } from '../../../components/text/urdu-text';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedBlock } from '../../../components/ui/paged-block';
import { SearchBox } from '../../../components/ui/search-box';
import { usePagedCities } from '../../../lib/queries/get-cities';
import { noMatchText } from '../../../lib/text-search';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ProfileCard } from './profile-card';

/**
 * The cities in scope by name, a page at a time (Load more), searched on the server by English
 * name (any case) or Urdu name over all of them; Edit & History opens the city's Data & History in
 * the panel.
 */
export function CityProfilingTab({ onOpen }: { onOpen: (cityId: number) => void }) {
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim());
  const citiesQuery = usePagedCities({ search: searched || undefined });
  return (
    <div className="grid gap-4">
      <SearchBox
        value={search}
        onChange={setSearch}
        placeholder="Search cities by name or Urdu name..."
        className="max-w-md"
      />
      <ListHeading>Cities</ListHeading>
      <PagedBlock query={citiesQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading cities">
        {(shown) => {
          if (shown.length === 0) return <EmptyState>{noMatchText(searched, 'cities')}</EmptyState>;
          return (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((city) => (
                <li key={city.id} className="min-w-0">
                  <ProfileCard
                    id={city.id}
                    title={city.name}
                    subtitle={
                      city.nameUrdu && <UrduText className="block text-slate-600">{city.nameUrdu}</UrduText>
                    }
                    facts={[
                      { term: 'Masool', value: city.masoolName },
                      { term: 'Contact', value: city.masoolNumber },
                      { term: 'Members', value: city.majlisMembers },
                      { term: 'Active Circles', value: city.activeCircles },
                    ]}
                    action={
                      <Button variant="outline" size="sm" className="w-full" onClick={() => onOpen(city.id)}>
                        <History className="size-4" />
                        Edit & History
                      </Button>
                    }
                  />
                </li>
              ))}
            </ul>
          );
        }}
      </PagedBlock>
    </div>
  );
}
