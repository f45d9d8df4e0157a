import type { City } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { meetingSummary, zoneRows } from './zone-rows';

const now = new Date('2026-06-30T12:00:00Z');
const city = (zoneName: string, status: City['status'], lastMeetingDate: string | null) =>
  ({ zoneName, status, lastMeetingDate, activeCircles: 1, majlisMembers: 1 }) as City;

describe('what the zone meeting chart says', () => {
  it('never says a zone leads when none of its cities met', () => {
    const rows = zoneRows(
      [city('Karachi Central', 'active', null), city('Lahore', 'active', '2026-01-01')],
      now,
    );
    expect(meetingSummary(rows)).toBe('None of the 2 active cities has met in the last 2 weeks.');
    expect(meetingSummary(rows)).not.toMatch(/leads|0%/);
  });

  it('counts the cities that met, in all and in the zones with the highest share', () => {
    const rows = zoneRows(
      [
        city('Karachi Central', 'active', '2026-06-25'),
        city('Karachi Central', 'active', null),
        city('Lahore', 'active', '2026-06-29'),
        city('Lahore', 'active', '2026-06-20'),
        city('Multan', 'inactive', '2026-06-29'),
      ],
      now,
    );
    expect(meetingSummary(rows)).toBe(
      '3 of 4 active cities met in the last 2 weeks. Highest share, 100%: Lahore (2 of 2 active cities).',
    );
  });

  it('gives no share to a zone without an active city, and says when there is none at all', () => {
    const rows = zoneRows([city('Multan', 'inactive', '2026-06-29')], now);
    expect(rows[0]?.meetingShare).toBeUndefined();
    expect(meetingSummary(rows)).toBe('No zone has an active city yet.');
    expect(meetingSummary(zoneRows([city('Quetta', 'active', null)], now))).toBe(
      'The one active city has not met in the last 2 weeks.',
    );
  });
});
