import { Link } from '@tanstack/react-router';
import { AlertTriangle, CalendarX } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { formatCalendarDate } from '../../../lib/dates';
import { useZoneNotMet } from '../api/get-zone-not-met';

/**
 * Who has not met or reported: each city of the zone with its last meeting and last report and
 * the whole weeks since, longest silence first; cities without a meeting in 2 weeks are flagged.
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
              <div className="max-h-80 overflow-auto">
                <table className="w-full min-w-[32rem] text-left text-sm">
                  <thead className="text-xs text-slate-500">
                    <tr>
                      <th className="py-2 pr-3 font-medium">City</th>
                      <th className="py-2 pr-3 font-medium">Last meeting</th>
                      <th className="py-2 pr-3 font-medium">Weeks without meeting</th>
                      <th className="py-2 pr-3 font-medium">Last report</th>
                      <th className="py-2 font-medium">Weeks without report</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {rows.map((row) => (
                      <tr key={row.cityId}>
                        <td className="py-2 pr-3">
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
                        </td>
                        <td className="py-2 pr-3">
                          {row.lastMeetingDate ? formatCalendarDate(row.lastMeetingDate) : 'Never'}
                        </td>
                        <td className="py-2 pr-3">{row.weeksWithoutMeeting}</td>
                        <td className="py-2 pr-3">
                          {row.lastReportDate ? formatCalendarDate(row.lastReportDate) : 'Never'}
                        </td>
                        <td className="py-2">{row.weeksWithoutReport}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryBlock>
      </CardContent>
    </Card>
  );
}
