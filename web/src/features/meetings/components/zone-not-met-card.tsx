import { Link } from '@tanstack/react-router';
import { AlertTriangle, CalendarX } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import {
  StackedBody,
  StackedCell,
  StackedHead,
  StackedRow,
  StackedTable,
} from '../../../components/ui/stacked-table';
import { formatCalendarDate } from '../../../lib/dates';
import { useZoneNotMet } from '../../../lib/queries/get-zone-not-met';

const COLUMNS = ['City', 'Last meeting', 'Weeks without meeting', 'Last report', 'Weeks without report'];

/**
 * Who has not met or reported: each city of the zone with its last meeting and last report and
 * the whole weeks since, longest silence first (never first of all); cities the danger-zone rule
 * holds for are flagged, as the zone's Danger Zone Cities lists them. A city that never met reads
 * "Never" and no number of weeks. On a phone each city is a block of stacked lines.
 */
export function ZoneNotMetCard({ zoneId }: { zoneId: number }) {
  const query = useZoneNotMet(zoneId);
  return (
    <Card aria-label="Not Met or Reported">
      <CardHeader title="Not Met or Reported" icon={<CalendarX className="size-5 text-brand-700" />} />
      <CardContent>
        <QueryBlock query={query} errorTitle="Failed to fetch meetings" loadingLabel="Loading cities">
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState>No cities in this zone yet</EmptyState>
            ) : (
              <div
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls on its own must be reachable by keyboard
                tabIndex={0}
                className="max-h-80 overflow-y-auto md:overflow-x-auto"
              >
                <StackedTable className="md:min-w-[36rem]">
                  <StackedHead columns={COLUMNS} className="text-xs text-slate-500" />
                  <StackedBody>
                    {rows.map((row) => (
                      <StackedRow key={row.cityId}>
                        <StackedCell label={COLUMNS[0]!}>
                          <Link
                            to="/cities/$cityId"
                            params={{ cityId: row.cityId }}
                            className="font-medium text-brand-700 hover:underline"
                          >
                            {row.cityName}
                          </Link>
                          {row.inDangerZone && (
                            <Badge tone="danger" className="ml-2">
                              <AlertTriangle aria-hidden="true" className="size-3" />
                              Danger zone
                            </Badge>
                          )}
                        </StackedCell>
                        <StackedCell label={COLUMNS[1]!}>{dayOrNever(row.lastMeetingDate)}</StackedCell>
                        <StackedCell label={COLUMNS[2]!}>{weeksOrNone(row.weeksWithoutMeeting)}</StackedCell>
                        <StackedCell label={COLUMNS[3]!}>{dayOrNever(row.lastReportDate)}</StackedCell>
                        <StackedCell label={COLUMNS[4]!}>{weeksOrNone(row.weeksWithoutReport)}</StackedCell>
                      </StackedRow>
                    ))}
                  </StackedBody>
                </StackedTable>
              </div>
            )
          }
        </QueryBlock>
      </CardContent>
    </Card>
  );
}

const dayOrNever = (day: string | null) => (day ? formatCalendarDate(day) : 'Never');

/** A count of weeks; none beside "Never", where a number would say the city met 0 weeks ago. */
function weeksOrNone(weeks: number | null) {
  if (weeks !== null) return weeks;
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">None</span>
    </>
  );
}
