import { CAMPUS_REQUIREMENTS, type DashboardFigures } from '@seerat/contracts';
import { School } from 'lucide-react';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useDashboardFigures } from '../api/get-dashboard-figures';

/**
 * Campus readiness: how many cities have done 0, 1, … of the 5 campus checklist items, and how many
 * are campuses already, as the server counts them. A city without a saved checklist has done none.
 */
export function CampusReadinessChart() {
  const figuresQuery = useDashboardFigures();
  return (
    <Card>
      <CardHeader title="Campus Readiness" icon={<School className="size-4 text-brand-700" />} />
      <CardContent>
        <QueryBlock query={figuresQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading chart">
          {({ campusReadiness }) => {
            const { campuses, workingTowards } = campusReadiness;
            const total = campusReadiness.byItemsDone.reduce((sum, cities) => sum + cities, campuses);
            if (total === 0) return <EmptyState>No cities available</EmptyState>;
            return (
              <ChartFigure
                title="Cities by campus checklist items done"
                summary={`${campuses} of ${total} cities are campuses; ${workingTowards} more are working towards it.`}
                categoryLabel="Checklist"
                kind="bar"
                categoryKey="level"
                series={[{ key: 'cities', name: 'Cities' }]}
                rows={readinessRows(campusReadiness)}
              />
            );
          }}
        </QueryBlock>
      </CardContent>
    </Card>
  );
}

function readinessRows({
  byItemsDone,
  campuses,
}: DashboardFigures['campusReadiness']): { level: string; cities: number }[] {
  const total = CAMPUS_REQUIREMENTS.length;
  return [
    ...byItemsDone.map((count, items) => ({ level: `${items} of ${total}`, cities: count })),
    { level: 'Campus', cities: campuses },
  ];
}
