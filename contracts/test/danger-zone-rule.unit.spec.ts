import { describe, expect, it } from 'vitest';
import { dangerZoneVerdict, daysSinceLastMeeting } from '../src/danger-zone/danger-zone-rule';

// A meeting held on 1 March counts through the end of that day (2 March 00:00 UTC).
const MET = '2026-03-01';
const endOfMeetingDay = Date.parse('2026-03-02T00:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(ms);

describe('the danger-zone rule, with the clock moved', () => {
  it('keeps a city that met exactly 14 days ago out of the danger zone', () => {
    expect(
      dangerZoneVerdict({ status: 'active', lastMeetingDate: MET }, at(endOfMeetingDay + 14 * DAY)),
    ).toEqual({
      inDangerZone: false,
      reason: 'met',
    });
  });

  it('puts a city in the danger zone 14 days and a minute after its meeting', () => {
    const now = at(endOfMeetingDay + 14 * DAY + 60_000);
    expect(dangerZoneVerdict({ status: 'active', lastMeetingDate: MET }, now)).toEqual({
      inDangerZone: true,
    });
  });

  it('puts an active city that never met in the danger zone', () => {
    expect(dangerZoneVerdict({ status: 'active', lastMeetingDate: null }, at(endOfMeetingDay))).toEqual({
      inDangerZone: true,
    });
  });

  it('keeps a city that is not active out, however long it has been silent', () => {
    const now = at(endOfMeetingDay + 400 * DAY);
    for (const status of ['inactive', 'pending', 'suspended'] as const) {
      expect(dangerZoneVerdict({ status, lastMeetingDate: MET }, now)).toEqual({
        inDangerZone: false,
        reason: 'inactive',
      });
      expect(dangerZoneVerdict({ status, lastMeetingDate: null }, now).inDangerZone).toBe(false);
    }
  });

  it('counts the meeting day itself as met', () => {
    const now = at(Date.parse('2026-03-01T23:59:00.000Z'));
    expect(dangerZoneVerdict({ status: 'active', lastMeetingDate: MET }, now).inDangerZone).toBe(false);
  });

  it('counts whole calendar days since the last meeting', () => {
    expect(daysSinceLastMeeting(MET, at(endOfMeetingDay + 14 * DAY + 60_000))).toBe(15);
    expect(daysSinceLastMeeting(MET, at(Date.parse('2026-03-01T12:00:00.000Z')))).toBe(0);
    expect(daysSinceLastMeeting(null, at(endOfMeetingDay))).toBeNull();
  });
});
