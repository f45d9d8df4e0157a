/** An event the form would send for `cityId`, starting `daysAhead` days from now, plus any overrides. */
export function gatheringBody(cityId: number, overrides: Record<string, unknown> = {}, daysAhead = 10) {
  const start = new Date(Date.now() + daysAhead * 86_400_000);
  start.setUTCMinutes(0, 0, 0);
  const end = new Date(start.getTime() + 150 * 60_000);
  return {
    // Digits only: a list's search for a city's name ("A1") must not find it by chance.
    title: `Event ${Math.random().toString().slice(2, 8)}`,
    purpose: 'Seerat study',
    startDateTime: start.toISOString(),
    endDateTime: end.toISOString(),
    cityId,
    expectedParticipants: 40,
    ...overrides,
  };
}

/** An event as the APIs answer it, with the fields the specs look at. */
export interface GatheringAnswer {
  id: number;
  title: string;
  cityId: number;
  zoneId: number;
  status: string;
  approvalStatus: string;
  version: number;
  [field: string]: unknown;
}
