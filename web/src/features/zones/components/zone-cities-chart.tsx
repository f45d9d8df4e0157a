import type { City } from '@seerat/contracts';
import { ChartColumn } from 'lucide-react';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useCities } from '../../../lib/queries/get-cities';

/** The most cities the chart names: beyond that the bars get too thin to read. */
const CHART_CITIES = 15;

/** The zone page's chart: each city's active circles and majlis members, in the zone's ranking. */
export function ZoneCitiesChart({ zoneId }: { zoneId: number }) {
  const citiesQuery = useCities();
  return (
    <Card>
      <CardHeader
        title="Circles and Members by City"
        icon={<ChartColumn className="size-4 text-brand-700" />}
      />
      <CardContent>
        <QueryBlock query={citiesQuery} errorTitle="Failed to fetch zone cities" loadingLabel="Loading chart">
          {(scope) => {
            const cities = zoneRanking(scope.filter((city) => city.zoneId === zoneId));
            if (cities.length === 0) return <EmptyState>No cities in this zone yet</EmptyState>;
            const rows = cities.slice(0, CHART_CITIES).map((city) => ({
              city: city.name,
              circles: city.activeCircles,
              members: city.majlisMembers,
            }));
            const circles = cities.reduce((sum, city) => sum + city.activeCircles, 0);
            const members = cities.reduce((sum, city) => sum + city.majlisMembers, 0);
            return (
              <ChartFigure
                title="Active circles and majlis members by city"
                summary={`${cities.length} ${cities.length === 1 ? 'city' : 'cities'} with ${circles} active circles and ${members} majlis members${cities.length > CHART_CITIES ? `; the chart shows the first ${CHART_CITIES}` : ''}.`}
                categoryLabel="City"
                kind="bar"
                categoryKey="city"
                series={[
                  { key: 'circles', name: 'Active circles' },
                  { key: 'members', name: 'Majlis members' },
                ]}
                rows={rows}
              />
            );
          }}
        </QueryBlock>
      </CardContent>
    </Card>
  );
}

/** The zone page's ranking (most active circles, then most members), as the API ranks a zone's cities. */
function zoneRanking(cities: City[]): City[] {
  return [...cities].sort(
    (a, b) => b.activeCircles - a.activeCircles || b.majlisMembers - a.majlisMembers || a.id - b.id,
  );
}
