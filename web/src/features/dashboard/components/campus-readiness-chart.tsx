import { CAMPUS_REQUIREMENTS, type City, type CityRequiringAttention } from '@seerat/contracts';
import { School } from 'lucide-react';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useCities } from '../../../lib/queries/get-cities';
import { useCitiesRequiringAttention } from '../api/get-cities-requiring-attention';

/**
 * Campus readiness: how many cities have done 0, 1, … of the 5 campus checklist items, and how many
 * are campuses already. A city without a saved checklist has done none.
 */
export function CampusReadinessChart() {
  const citiesQuery = useCities();
  const attentionQuery = useCitiesRequiringAttention();
  return (
    <Card>
      <CardHeader title="Campus Readiness" icon={<School className="size-4 text-brand-700" />} />
      <CardContent>
        <QueryBlock query={citiesQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading chart">
          {(cities) => (
            <QueryBlock
              query={attentionQuery}
              errorTitle="Failed to fetch cities"
              loadingLabel="Loading chart"
            >
              {(attention) => {
                if (cities.length === 0) return <EmptyState>No cities available</EmptyState>;
                const rows = readinessRows(cities, attention);
                const campuses = rows.at(-1)!.cities;
                return (
                  <ChartFigure
                    title="Cities by campus checklist items done"
                    summary={`${campuses} of ${cities.length} cities are campuses; ${attention.length} more are working towards it.`}
                    categoryLabel="Checklist"
                    kind="bar"
                    categoryKey="level"
                    series={[{ key: 'cities', name: 'Cities' }]}
                    rows={rows}
                  />
                );
              }}
            </QueryBlock>
          )}
        </QueryBlock>
      </CardContent>
    </Card>
  );
}

function readinessRows(
  cities: City[],
  attention: CityRequiringAttention[],
): { level: string; cities: number }[] {
  const total = CAMPUS_REQUIREMENTS.length;
  const done = new Map(attention.map((city) => [city.id, city.completedCount]));
  const counts = Array.from({ length: total + 1 }, () => 0);
  let campuses = 0;
  for (const city of cities) {
    if (city.campusActive) campuses += 1;
    else counts[done.get(city.id) ?? 0]! += 1;
  }
  return [
    ...counts.map((count, items) => ({ level: `${items} of ${total}`, cities: count })),
    { level: 'Campus', cities: campuses },
  ];
}
