import type { CityStatus } from '../cities/city';
import { DANGER_ZONE_DAYS } from '../meetings/city-activity';
import type { DangerZoneExitReason } from './danger-zone-events';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the rule needs to know of a city: whether it is active and the day it last held a meeting. */
export interface DangerZoneFacts {
  status: CityStatus;
  /** The newest held meeting on or before today (`YYYY-MM-DD`), `null` when the city never met. */
  lastMeetingDate: string | null;
}

export type DangerZoneVerdict =
  | { inDangerZone: true }
  | { inDangerZone: false; reason: DangerZoneExitReason };

/**
 * Section 9: "a danger-zone city is one with no meetings in the last 2 weeks". A meeting is a
 * calendar day (UTC, like every day of the portal), so it counts until that day ends; the city
 * enters the danger zone once more than 14 days have passed since then. At exactly 14 days it
 * has met within the last 2 weeks; a minute later it has not. A city that never met is in the
 * danger zone (nothing was held in the last 2 weeks), and one that is not active is not: nobody
 * expects an inactive, pending or suspended city to meet.
 */
export function dangerZoneVerdict(facts: DangerZoneFacts, now: Date): DangerZoneVerdict {
  if (facts.status !== 'active') return { inDangerZone: false, reason: 'inactive' };
  if (facts.lastMeetingDate === null) return { inDangerZone: true };
  return now.getTime() > dangerZoneStartsAt(facts.lastMeetingDate).getTime()
    ? { inDangerZone: true }
    : { inDangerZone: false, reason: 'met' };
}

/** The instant after which a city whose last meeting was on `lastMeetingDate` is in the danger zone. */
export function dangerZoneStartsAt(lastMeetingDate: string): Date {
  const endOfMeetingDay = Date.parse(`${lastMeetingDate}T00:00:00.000Z`) + DAY_MS;
  return new Date(endOfMeetingDay + DANGER_ZONE_DAYS * DAY_MS);
}

/** Whole calendar days from the last meeting's day to today's (UTC); `null` when it never met. */
export function daysSinceLastMeeting(lastMeetingDate: string | null, now: Date): number | null {
  if (lastMeetingDate === null) return null;
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
  return Math.round((today - Date.parse(`${lastMeetingDate}T00:00:00.000Z`)) / DAY_MS);
}
