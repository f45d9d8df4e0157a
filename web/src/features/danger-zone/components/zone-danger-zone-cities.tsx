import { DASHBOARD_LIST_LIMIT, daysSinceLastMeeting } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Siren } from 'lucide-react';
import { buttonClassNames } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useZoneNotMet } from '../../../lib/queries/get-zone-not-met';
import { DangerZoneCityRow } from './danger-zone-city-row';

/**
 * The zone page's danger-zone cities: those of this zone in the user's scope that the danger-zone
 * rule holds for now (no meeting in 2 weeks, or none ever), longest silence first, at most 6 as
 * on the dashboard; View All opens the full list searched for the zone. Read from the same facts
 * as the page's Not Met or Reported, so the two never disagree: a city that never met is here
 * even before the hourly job has flagged it.
 */
export function ZoneDangerZoneCities({ zoneId, zoneName }: { zoneId: number; zoneName: string }) {
  const query = useZoneNotMet(zoneId);
  const now = new Date();
  const inDangerZone = query.data?.filter((city) => city.inDangerZone) ?? [];
  return (
    <Card>
      <CardHeader
        title="Danger Zone Cities"
        icon={<Siren className="size-4 text-red-700" />}
        actions={
          inDangerZone.length > DASHBOARD_LIST_LIMIT ? (
            <Link
              to="/danger-zone"
              search={{ q: zoneName }}
              className={buttonClassNames({ variant: 'ghost', size: 'sm' })}
            >
              View All
              <ArrowRight className="size-4" />
            </Link>
          ) : undefined
        }
      />
      <CardContent>
        <QueryBlock query={query} errorTitle="Failed to fetch cities" loadingLabel="Loading cities">
          {() =>
            inDangerZone.length === 0 ? (
              <EmptyState>Every city of this zone has met in the last 2 weeks</EmptyState>
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2">
                {inDangerZone.slice(0, DASHBOARD_LIST_LIMIT).map((city) => (
                  <li key={city.cityId} className="min-w-0">
                    <DangerZoneCityRow
                      city={{
                        ...city,
                        zoneName,
                        daysSinceLastMeeting: daysSinceLastMeeting(city.lastMeetingDate, now),
                      }}
                      showZone={false}
                    />
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
