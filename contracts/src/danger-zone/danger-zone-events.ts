import { z } from 'zod';
import { calendarDay } from '../common/calendar-fields';
import { entityId } from '../common/fields';

/**
 * Domain events of a city's danger-zone watch (stream `danger-zone-<cityId>`), recorded by the
 * System user's danger-zone job. They live beside the city's own stream, not in it, so the job
 * never makes a person's edit of the city (sent with `If-Match`) fail with a conflict.
 *
 * `lastMeetingDate` is the city's last held meeting as the job saw it (`null`: never met).
 */
export const cityEnteredDangerZoneSchema = z.object({
  cityId: entityId,
  zoneId: entityId,
  lastMeetingDate: calendarDay('Last meeting date').nullable(),
});
/** Why a city left: it met again, or it is no longer active (nobody expects it to meet). */
export const DANGER_ZONE_EXIT_REASONS = ['met', 'inactive'] as const;
export type DangerZoneExitReason = (typeof DANGER_ZONE_EXIT_REASONS)[number];
export const cityLeftDangerZoneSchema = z.object({
  cityId: entityId,
  zoneId: entityId,
  lastMeetingDate: calendarDay('Last meeting date').nullable(),
  reason: z.enum(DANGER_ZONE_EXIT_REASONS),
});

export type DangerZoneEvent =
  | { type: 'CityEnteredDangerZone'; data: z.infer<typeof cityEnteredDangerZoneSchema> }
  | { type: 'CityLeftDangerZone'; data: z.infer<typeof cityLeftDangerZoneSchema> };

export const dangerZoneStreamName = (cityId: number) => `danger-zone-${cityId}`;
