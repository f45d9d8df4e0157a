import type { City } from '@seerat/contracts';
import { ChartBar } from 'lucide-react';
import { LazyCountBarChart } from '../../../components/charts/lazy-count-bar-chart';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useCities } from '../../../lib/queries/get-cities';

/** The most zones the chart names: beyond that the bars get too thin to read. */
const CHART_ZONES = 12;

/** Where the study circles run: active circles summed per zone, as bars. */
export function CirclesByZoneChart() {
  const citiesQuery = useCities();
  return (
    <Card>
      <CardHeader title="Active Circles by Zone" icon={<ChartBar className="size-4 text-brand-700" />} />
      <CardContent>
        <QueryBlock query={citiesQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading chart">
          {(cities) => {
            const bars = circlesByZone(cities);
            if (bars.length === 0) return <EmptyState>No active circles yet</EmptyState>;
            return <LazyCountBarChart bars={bars} valueName="Active circles" />;
          }}
        </QueryBlock>
      </CardContent>
    </Card>
  );
}

function circlesByZone(cities: City[]): { label: string; value: number }[] {
  const totals = new Map<string, number>();
  for (const city of cities) totals.set(city.zoneName, (totals.get(city.zoneName) ?? 0) + city.activeCircles);
  return [...totals]
    .map(([label, value]) => ({ label, value }))
    .filter((bar) => bar.value > 0)
    .sort((a, b) => b.value - a.value)
    .slice(0, CHART_ZONES);
}
