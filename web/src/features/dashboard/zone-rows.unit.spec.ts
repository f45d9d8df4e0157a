import type { ZoneCityFigures } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { CHART_ZONES, meetingSummary, zoneRows } from './zone-rows';

let nextId = 1;
const zone = (name: string, activeCities: number, meetingCities: number): ZoneCityFigures => ({
  zoneId: nextId++,
  zone: name,
  circles: 1,
  members: 1,
  activeCities,
  meetingCities,
});

describe('what the zone meeting chart says', () => {
  it('never says a zone leads when none of its cities met', () => {
    const rows = zoneRows([zone('Karachi Central', 1, 0), zone('Lahore', 1, 0)]);
    expect(meetingSummary(rows)).toBe('None of the 2 active cities has met in the last 2 weeks.');
    expect(meetingSummary(rows)).not.toMatch(/leads|0%/);
  });

  it('counts the cities that met, in all and in the zones with the highest share', () => {
    const rows = zoneRows([zone('Karachi Central', 2, 1), zone('Lahore', 2, 2), zone('Multan', 0, 0)]);
    expect(rows.map((row) => row.meetingShare)).toEqual([50, 100, undefined]);
    expect(meetingSummary(rows)).toBe(
      '3 of 4 active cities met in the last 2 weeks. Highest share, 100%: Lahore (2 of 2 active cities).',
    );
  });

  it('gives no share to a zone without an active city, and says when there is none at all', () => {
    const rows = zoneRows([zone('Multan', 0, 0)]);
    expect(rows[0]?.meetingShare).toBeUndefined();
    expect(meetingSummary(rows)).toBe('No zone has an active city yet.');
    expect(meetingSummary(zoneRows([zone('Quetta', 1, 0)]))).toBe(
      'The one active city has not met in the last 2 weeks.',
    );
  });

  it("names at most the first zones of the server's order", () => {
    const zones = Array.from({ length: CHART_ZONES + 3 }, (_, index) => zone(`Zone ${index}`, 1, 1));
    expect(zoneRows(zones).map((row) => row.zone)).toEqual(zones.slice(0, CHART_ZONES).map((z) => z.zone));
  });
});
