import { ChartColumn } from 'lucide-react';
import { ChartFigure } from '../../../components/charts/chart-figure';
import type { ChartRow } from '../../../components/charts/series-chart-props';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useDashboardFigures } from '../api/get-dashboard-figures';
import { meetingSummary, type ZoneRow, zoneRows } from '../zone-rows';

/**
 * Zone performance: each zone's active circles and majlis members, and the share of its active
 * cities meeting regularly (a meeting in the last 2 weeks, the danger-zone rule's window).
 */
export function ZonePerformanceChart() {
  const figuresQuery = useDashboardFigures();
  return (
    <Card>
      <CardHeader title="Zone Performance" icon={<ChartColumn className="size-4 text-brand-700" />} />
      <CardContent className="grid gap-6">
        <QueryBlock query={figuresQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading chart">
          {({ zones }) => {
            const rows = zoneRows(zones);
            if (rows.length === 0) return <EmptyState>No zones available</EmptyState>;
            return (
              <>
                <ChartFigure
                  title="Active circles and majlis members by zone"
                  summary={`${rows.length} zones, ${rows.reduce((sum, row) => sum + row.circles, 0)} active circles in all.`}
                  categoryLabel="Zone"
                  kind="bar"
                  categoryKey="zone"
                  series={[
                    { key: 'circles', name: 'Active circles' },
                    { key: 'members', name: 'Majlis members' },
                  ]}
                  rows={rows.map(({ zone, circles, members }) => ({ zone, circles, members }))}
                />
                <ChartFigure
                  title="Share of active cities meeting regularly, by zone"
                  summary={meetingSummary(rows)}
                  categoryLabel="Zone"
                  kind="bar"
                  unit="%"
                  categoryKey="zone"
                  series={[{ key: 'meetingShare', name: 'Cities meeting regularly' }]}
                  rows={rows.map(shareRow)}
                />
              </>
            );
          }}
        </QueryBlock>
      </CardContent>
    </Card>
  );
}

/** A zone's share as the chart takes it: none (a dash in the table) where it has no active city. */
function shareRow({ zone, meetingShare }: ZoneRow): ChartRow {
  return meetingShare === undefined ? { zone } : { zone, meetingShare };
}
