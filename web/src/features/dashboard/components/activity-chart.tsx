import { ChartLine } from 'lucide-react';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { monthLabel } from '../../../lib/month-label';
import { useDashboardActivity } from '../api/get-dashboard-activity';

const SERIES = [
  { key: 'events', name: 'Events' },
  { key: 'meetings', name: 'Meetings' },
  { key: 'reports', name: 'Karguzari reports' },
];

/** Activity over the last 12 months: approved events, held meetings and submitted reports per month. */
export function ActivityChart() {
  const activityQuery = useDashboardActivity();
  return (
    <Card>
      <CardHeader
        title="Activity Over the Last 12 Months"
        icon={<ChartLine className="size-4 text-brand-700" />}
      />
      <CardContent>
        <QueryBlock query={activityQuery} errorTitle="Failed to fetch activity" loadingLabel="Loading chart">
          {(months) => {
            const total = (key: 'events' | 'meetings' | 'reports') =>
              months.reduce((sum, month) => sum + month[key], 0);
            if (total('events') + total('meetings') + total('reports') === 0) {
              return <EmptyState>No events, meetings or reports in the last 12 months</EmptyState>;
            }
            return (
              <ChartFigure
                title="Activity per month"
                summary={`In the last 12 months: ${total('events')} events, ${total('meetings')} meetings and ${total('reports')} karguzari reports.`}
                categoryLabel="Month"
                kind="line"
                categoryKey="month"
                series={SERIES}
                rows={months.map((month) => ({ ...month, month: monthLabel(month.month) }))}
              />
            );
          }}
        </QueryBlock>
      </CardContent>
    </Card>
  );
}
