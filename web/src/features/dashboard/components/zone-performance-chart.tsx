import { type City, DANGER_ZONE_DAYS } from '@seerat/contracts';
import { ChartColumn } from 'lucide-react';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useCities } from '../../../lib/queries/get-cities';

/** The most zones the chart names: beyond that the bars get too thin to read. */
const CHART_ZONES = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

type ZoneRow = { zone: string; circles: number; members: number; meetingShare: number };

/**
 * Zone performance: each zone's active circles and majlis members, and the share of its active
 * cities meeting regularly (a meeting in the last 2 weeks, the danger-zone rule's window).
 */
export function ZonePerformanceChart() {
  const citiesQuery = useCities();
  return (
    <Card>
      <CardHeader title="Zone Performance" icon={<ChartColumn className="size-4 text-brand-700" />} />
      <CardContent className="grid gap-6">
        <QueryBlock query={citiesQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading chart">
          {(cities) => {
            const rows = zoneRows(cities, new Date());
            if (rows.length === 0) return <EmptyState>No zones available</EmptyState>;
            const best = [...rows].sort((a, b) => b.meetingShare - a.meetingShare)[0]!;
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
                  rows={rows}
                />
                <ChartFigure
                  title="Share of active cities meeting regularly, by zone"
                  summary={`Meeting regularly (a meeting in the last 2 weeks): ${best.zone} leads with ${best.meetingShare}% of its active cities.`}
                  categoryLabel="Zone"
                  kind="bar"
                  unit="%"
                  categoryKey="zone"
                  series={[{ key: 'meetingShare', name: 'Cities meeting regularly' }]}
                  rows={rows}
                />
              </>
            );
          }}
        </QueryBlock>
      </CardContent>
    </Card>
  );
}

function zoneRows(cities: City[], now: Date): ZoneRow[] {
  const since = now.getTime() - (DANGER_ZONE_DAYS + 1) * DAY_MS;
  const zones = new Map<string, { circles: number; members: number; active: number; meeting: number }>();
  for (const city of cities) {
    const zone = zones.get(city.zoneName) ?? { circles: 0, members: 0, active: 0, meeting: 0 };
    zone.circles += city.activeCircles;
    zone.members += city.majlisMembers;
    if (city.status === 'active') {
      zone.active += 1;
      if (city.lastMeetingDate && Date.parse(`${city.lastMeetingDate}T00:00:00Z`) >= since) zone.meeting += 1;
    }
    zones.set(city.zoneName, zone);
  }
  return [...zones]
    .map(([zone, totals]) => ({
      zone,
      circles: totals.circles,
      members: totals.members,
      meetingShare: totals.active === 0 ? 0 : Math.round((100 * totals.meeting) / totals.active),
    }))
    .sort((a, b) => b.circles - a.circles || b.members - a.members)
    .slice(0, CHART_ZONES);
}
