import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { CityCard } from '../../../components/cards/city-card';
import { ListHeading } from '../../../components/layout/list-heading';
import { PageHeader } from '../../../components/layout/page-header';
import { buttonClassNames } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { SearchBox } from '../../../components/ui/search-box';
import { canAddCity, toPrincipal } from '../../../lib/principal';
import { useCities } from '../../../lib/queries/get-cities';
import { useCurrentUser } from '../../../lib/queries/get-current-user';
import { matchesSearch } from '../../../lib/text-search';
import { byPerformance } from '../rankings';

type AllCitiesPageProps = { search: string; onSearch: (search: string) => void };

/**
 * `/cities`: every city in the user's scope, best performing first, searchable by English or Urdu
 * name; the View All of the dashboard's city performance list.
 */
export function AllCitiesPage({ search, onSearch }: AllCitiesPageProps) {
  const citiesQuery = useCities();
  const { data: user } = useCurrentUser();
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Cities"
        description={
          citiesQuery.data &&
          `${citiesQuery.data.length} ${citiesQuery.data.length === 1 ? 'city' : 'cities'}`
        }
        actions={
          user &&
          canAddCity(toPrincipal(user)) && (
            <Link to="/data-entry" search={{ tab: 'city' }} className={buttonClassNames()}>
              <Plus className="size-4" />
              Add New City
            </Link>
          )
        }
      />
      <SearchBox value={search} onChange={onSearch} placeholder="Search cities..." className="max-w-md" />
      <ListHeading>City list</ListHeading>
      <QueryBlock query={citiesQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading cities">
        {(cities) => {
          const shown = cities
            .filter((city) => matchesSearch(search, city.name, city.nameUrdu))
            .sort(byPerformance);
          if (cities.length === 0) return <EmptyState>No cities available</EmptyState>;
          if (shown.length === 0) return <EmptyState>No cities found matching your search.</EmptyState>;
          return (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((city) => (
                <li key={city.id} className="min-w-0">
                  <CityCard city={city} detailed />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryBlock>
    </div>
  );
}
