import type { City, Zone } from '@seerat/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { CityCard } from '../../../components/cards/city-card';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';

type ZoneCitiesProps = { zone: Zone; citiesQuery: UseQueryResult<City[]> };

/** The zone's cities in the order the API gives: most active circles first, then most members. */
export function ZoneCities({ zone, citiesQuery }: ZoneCitiesProps) {
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
          {(cities) =>
            cities.length === 0 ? (
              <EmptyState>No cities in this zone yet</EmptyState>
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
        </QueryBlock>
      </CardContent>
    </Card>
  );
}
