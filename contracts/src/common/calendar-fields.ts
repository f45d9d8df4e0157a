import { z } from 'zod';
import { whenBlank } from './field-messages';
import { isCalendarDate } from './fields';

/** Calendar days and clock times as forms send them, for the fields that must hold one. */

/**
 * A required calendar day `YYYY-MM-DD`. A full ISO time (`2025-03-01T10:00:00.000Z`, as some forms
 * send dates) is cut to its day.
 */
export const calendarDay = (label: string, requiredMessage = `${label} is required`) =>
  z
    .string({ error: (issue) => whenBlank(requiredMessage)(issue) ?? 'Must be a date' })
    .trim()
    .min(1, requiredMessage)
    .transform((value) => value.slice(0, 10))
    .refine((value) => isCalendarDate(value), 'Must be a date such as 2025-03-01');

/** An optional calendar day: empty becomes null, anything else must be a real day. */
export const optionalCalendarDay = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value.slice(0, 10) : null))
  .refine((value) => value === null || isCalendarDate(value), 'Must be a date such as 2025-03-01');

/** An optional clock time `HH:MM` (24 hours); empty becomes null. */
export const optionalClockTime = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value.slice(0, 5) : null))
  .refine(
    (value) => value === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
    'Must be a time such as 18:30',
  );

/** The calendar day of an instant, in UTC: what "today" is for rules that compare days. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Whether a period ends before it starts: two days `YYYY-MM-DD` or two clock times `HH:MM` of
 * one day, compared as written. A period missing either end has nothing to compare.
 */
export function endsBeforeStart(start: string | null, end: string | null): boolean {
  return start !== null && end !== null && end < start;
}
