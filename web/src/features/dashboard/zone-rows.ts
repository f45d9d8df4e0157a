import { type City, DANGER_ZONE_DAYS } from '@seerat/contracts';

/** The most zones the chart names: beyond that the bars get too thin to read. */
const CHART_ZONES = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One zone's bar: its active circles and majlis members, its active cities and how many of them met
 * in the danger-zone rule's window. The share is absent for a zone with no active city: 0% would
 * say its cities fail to meet, when it has none to meet.
 */
export type ZoneRow = {
  zone: string;
  circles: number;
  members: number;
  activeCities: number;
  meetingCities: number;
  meetingShare: number | undefined;
};

export function zoneRows(cities: City[], now: Date): ZoneRow[] {
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
      activeCities: totals.active,
      meetingCities: totals.meeting,
      meetingShare: totals.active === 0 ? undefined : Math.round((100 * totals.meeting) / totals.active),
    }))
    .sort((a, b) => b.circles - a.circles || b.members - a.members)
    .slice(0, CHART_ZONES);
}

const cities = (count: number) => `${count} active ${count === 1 ? 'city' : 'cities'}`;

/**
 * What the meeting chart says in words: how many active cities met in the last 2 weeks, in all and
 * in the zone (or zones) where the most of them did, each as a count of its active cities. It never
 * names a zone as leading when none of its cities met.
 */
export function meetingSummary(rows: ZoneRow[]): string {
  const active = rows.reduce((sum, row) => sum + row.activeCities, 0);
  const meeting = rows.reduce((sum, row) => sum + row.meetingCities, 0);
  const window = `in the last ${DANGER_ZONE_DAYS / 7} weeks`;
  if (active === 0) return 'No zone has an active city yet.';
  if (meeting === 0)
    return active === 1
      ? `The one active city has not met ${window}.`
      : `None of the ${cities(active)} has met ${window}.`;
  const top = Math.max(...rows.map((row) => row.meetingShare ?? 0));
  const leaders = rows
    .filter((row) => row.meetingShare === top)
    .map((row) => `${row.zone} (${row.meetingCities} of ${cities(row.activeCities)})`);
  return `${meeting} of ${cities(active)} met ${window}. Highest share, ${top}%: ${leaders.join(', ')}.`;
}
