import type { Zone } from '@seerat/contracts';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { CityCard } from '../../../components/cards/city-card';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedBlock } from '../../../components/ui/paged-block';
import { SearchBox } from '../../../components/ui/search-box';
import { listTotal } from '../../../lib/paged-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useZoneCities } from '../api/get-zone-cities';

/**
 * The zone's cities in the order the API gives (most active circles first, then most members), a
 * page at a time, searched by name over the whole zone; the badge counts what the search finds.
 */
export function ZoneCities({ zone }: { zone: Zone }) {
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim());
  const citiesQuery = useZoneCities(zone.id, searched || undefined);
  const total = listTotal(citiesQuery);
  return (
    <Card>
      <CardHeader
        title={`Cities in ${zone.name}`}
        icon={<Building2 className="size-4 text-brand-700" />}
        actions={total !== undefined && <Badge tone="brand">{total}</Badge>}
      />
      <CardContent className="grid gap-4">
        <SearchBox
          className="max-w-md"
          value={search}
          onChange={setSearch}
          placeholder={`Search cities in ${zone.name}`}
        />
        <PagedBlock
          query={citiesQuery}
          errorTitle="Failed to fetch zone cities"
          loadingLabel="Loading cities"
        >
          {(cities) =>
            cities.length === 0 ? (
              <EmptyState>
                {searched ? 'No cities found in this zone' : 'No cities in this zone yet'}
              </EmptyState>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {cities.map((city) => (
                  <li key={city.id} className="min-w-0">
                    <CityCard city={city} detailed />
                  </li>
                ))}
              </ul>
            )
          }
        </PagedBlock>
      </CardContent>
    </Card>
  );
}
