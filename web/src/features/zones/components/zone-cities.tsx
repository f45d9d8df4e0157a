import type { City, Zone } from '@seerat/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { CityCard } from '../../../components/cards/city-card';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { SearchBox } from '../../../components/ui/search-box';
import { matchesSearch } from '../../../lib/text-search';

type ZoneCitiesProps = { zone: Zone; citiesQuery: UseQueryResult<City[]> };

/**
 * The zone's cities in the order the API gives (most active circles first, then most members),
 * searched by name, Urdu name or masool.
 */
export function ZoneCities({ zone, citiesQuery }: ZoneCitiesProps) {
  const [search, setSearch] = useState('');
  return (
    <Card>
      <CardHeader
        title={`Cities in ${zone.name}`}
        icon={<Building2 className="size-4 text-brand-700" />}
        actions={citiesQuery.data && <Badge tone="brand">{citiesQuery.data.length}</Badge>}
      />
      <CardContent>
        <QueryBlock
          query={citiesQuery}
          errorTitle="Failed to fetch zone cities"
          loadingLabel="Loading cities"
        >
          {(cities) => {
            if (cities.length === 0) return <EmptyState>No cities in this zone yet</EmptyState>;
            const shown = cities.filter((city) =>
              matchesSearch(search, city.name, city.nameUrdu, city.masoolName),
            );
            return (
              <div className="grid gap-4">
                <SearchBox
                  value={search}
                  onChange={setSearch}
                  placeholder="Search cities in this zone..."
                  className="max-w-md"
                />
                {shown.length === 0 ? (
                  <EmptyState>No cities found in this zone</EmptyState>
                ) : (
                  <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                    {shown.map((city) => (
                      <li key={city.id} className="min-w-0">
                        <CityCard city={city} detailed />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          }}
        </QueryBlock>
      </CardContent>
    </Card>
  );
}
