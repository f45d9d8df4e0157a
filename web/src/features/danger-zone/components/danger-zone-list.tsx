import { Link } from '@tanstack/react-router';
import { ArrowRight, Siren } from 'lucide-react';
import { buttonClassNames } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useDangerZoneHead } from '../../../lib/queries/get-danger-zone-cities';
import { DangerZoneCityRow } from './danger-zone-city-row';

/**
 * The dashboard's danger-zone cities (no meetings in the last 2 weeks), longest silence first, at
 * most 6; View All opens the full list with its search.
 */
export function DangerZoneList() {
  const headQuery = useDangerZoneHead();
  return (
    <Card>
      <CardHeader
        title="Danger Zone Cities"
        icon={<Siren className="size-4 text-red-700" />}
        actions={
          <Link to="/danger-zone" className={buttonClassNames({ variant: 'ghost', size: 'sm' })}>
            View All
            <ArrowRight className="size-4" />
          </Link>
        }
      />
      <CardContent>
        <QueryBlock query={headQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading cities">
          {({ items: cities }) =>
            cities.length === 0 ? (
              <EmptyState>Every city has met in the last 2 weeks</EmptyState>
            ) : (
              <ul className="grid gap-2">
                {cities.map((city) => (
                  <li key={city.cityId}>
                    <DangerZoneCityRow city={city} />
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
