import { DANGER_ZONE_DAYS, type ZoneCityFigures } from '@seerat/contracts';

/** The most zones the charts name: beyond that the bars get too thin to read. */
export const CHART_ZONES = 12;

/**
 * One zone's bar: its active circles and majlis members, its active cities and how many of them met
 * in the danger-zone rule's window, as the server counts them. The share is absent for a zone with
 * no active city: 0% would say its cities fail to meet, when it has none to meet.
 */
export type ZoneRow = Omit<ZoneCityFigures, 'zoneId'> & { meetingShare: number | undefined };

/** The zones the charts show, in the server's order (most circles, then most members), with shares. */
export function zoneRows(zones: ZoneCityFigures[]): ZoneRow[] {
  return zones.slice(0, CHART_ZONES).map(({ zoneId: _id, ...figures }) => ({
    ...figures,
    meetingShare:
      figures.activeCities === 0
        ? undefined
        : Math.round((100 * figures.meetingCities) / figures.activeCities),
  }));
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
