import type { ZoneCityFigures } from '@seerat/contracts';
import { ChartBar } from 'lucide-react';
import { LazyCountBarChart } from '../../../components/charts/lazy-count-bar-chart';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useDashboardFigures } from '../api/get-dashboard-figures';
import { CHART_ZONES } from '../zone-rows';

/** Where the study circles run: active circles summed per zone, as bars. */
export function CirclesByZoneChart() {
  const figuresQuery = useDashboardFigures();
  return (
    <Card>
      <CardHeader title="Active Circles by Zone" icon={<ChartBar className="size-4 text-brand-700" />} />
      <CardContent>
        <QueryBlock query={figuresQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading chart">
          {({ zones }) => {
            const bars = circlesByZone(zones);
            if (bars.length === 0) return <EmptyState>No active circles yet</EmptyState>;
            return <LazyCountBarChart bars={bars} valueName="Active circles" />;
          }}
        </QueryBlock>
      </CardContent>
    </Card>
  );
}

/** The zones running circles, most first (the server's order). */
function circlesByZone(zones: ZoneCityFigures[]): { label: string; value: number }[] {
  return zones
    .filter((zone) => zone.circles > 0)
    .slice(0, CHART_ZONES)
    .map((zone) => ({ label: zone.zone, value: zone.circles }));
}
