import { ZONE_CHART_CITIES } from '@seerat/contracts';
import { ChartColumn } from 'lucide-react';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useZoneFigures } from '../api/get-zone-figures';

/** The zone page's chart: its first cities' active circles and majlis members, in the zone's ranking. */
export function ZoneCitiesChart({ zoneId }: { zoneId: number }) {
  const figuresQuery = useZoneFigures(zoneId);
  return (
    <Card>
      <CardHeader
        title="Circles and Members by City"
        icon={<ChartColumn className="size-4 text-brand-700" />}
      />
      <CardContent>
        <QueryBlock
          query={figuresQuery}
          errorTitle="Failed to fetch zone cities"
          loadingLabel="Loading chart"
        >
          {(figures) => {
            if (figures.cities === 0) return <EmptyState>No cities in this zone yet</EmptyState>;
            const rows = figures.topCities.map((city) => ({
              city: city.name,
              circles: city.activeCircles,
              members: city.majlisMembers,
            }));
            return (
              <ChartFigure
                title="Active circles and majlis members by city"
                summary={`${figures.cities} ${figures.cities === 1 ? 'city' : 'cities'} with ${figures.activeCircles} active circles and ${figures.majlisMembers} majlis members${figures.cities > ZONE_CHART_CITIES ? `; the chart shows the first ${ZONE_CHART_CITIES}` : ''}.`}
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
