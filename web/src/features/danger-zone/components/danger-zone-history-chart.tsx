import { ChartLine } from 'lucide-react';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { monthLabel } from '../../../lib/month-label';
import { useZoneDangerZoneHistory } from '../api/get-zone-danger-zone-history';

const SERIES = [
  { key: 'inDangerZone', name: 'In the danger zone' },
  { key: 'entered', name: 'Entered' },
  { key: 'left', name: 'Left' },
];

/** The zone page's danger-zone history: per month, how many cities were in it, entered and left. */
export function DangerZoneHistoryChart({ zoneId }: { zoneId: number }) {
  const historyQuery = useZoneDangerZoneHistory(zoneId);
  return (
    <Card>
      <CardHeader title="Danger Zone History" icon={<ChartLine className="size-4 text-red-700" />} />
      <CardContent>
        <QueryBlock
          query={historyQuery}
          errorTitle="Failed to fetch the history"
          loadingLabel="Loading chart"
        >
          {(months) => {
            if (
              months.every((month) => month.inDangerZone === 0 && month.entered === 0 && month.left === 0)
            ) {
              return (
                <EmptyState>No city of this zone was in the danger zone in the last 12 months</EmptyState>
              );
            }
            const now = months.at(-1)!;
            const entered = months.reduce((sum, month) => sum + month.entered, 0);
            const left = months.reduce((sum, month) => sum + month.left, 0);
            return (
              <ChartFigure
                title="Danger-zone cities per month"
                summary={`${now.inDangerZone} ${now.inDangerZone === 1 ? 'city is' : 'cities are'} in the danger zone now; in the last 12 months ${entered} entered and ${left} left.`}
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
