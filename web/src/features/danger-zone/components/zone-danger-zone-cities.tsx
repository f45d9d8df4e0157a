import { DASHBOARD_LIST_LIMIT } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Siren } from 'lucide-react';
import { buttonClassNames } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useDangerZoneCities } from '../../../lib/queries/get-danger-zone-cities';
import { DangerZoneCityRow } from './danger-zone-city-row';

/**
 * The zone page's danger-zone cities: those of this zone in the user's scope, longest silence
 * first, at most 6 as on the dashboard; View All opens the full list searched for the zone.
 */
export function ZoneDangerZoneCities({ zoneId }: { zoneId: number }) {
  const citiesQuery = useDangerZoneCities({ zoneId });
  return (
    <Card>
      <CardHeader
        title="Danger Zone Cities"
        icon={<Siren className="size-4 text-red-700" />}
        actions={
          citiesQuery.data && citiesQuery.data.length > DASHBOARD_LIST_LIMIT ? (
            <Link
              to="/danger-zone"
              search={{ q: citiesQuery.data[0]!.zoneName }}
              className={buttonClassNames({ variant: 'ghost', size: 'sm' })}
            >
              View All
              <ArrowRight className="size-4" />
            </Link>
          ) : undefined
        }
      />
      <CardContent>
        <QueryBlock query={citiesQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading cities">
          {(cities) =>
            cities.length === 0 ? (
              <EmptyState>Every city of this zone has met in the last 2 weeks</EmptyState>
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2">
                {cities.slice(0, DASHBOARD_LIST_LIMIT).map((city) => (
                  <li key={city.cityId} className="min-w-0">
                    <DangerZoneCityRow city={city} showZone={false} />
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
