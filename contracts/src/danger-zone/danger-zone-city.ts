import { z } from 'zod';
import { idText, TEXT_LIMITS } from '../common/fields';

/**
 * One danger-zone city as the dashboard, the zone page and their View All list read it
 * (`GET /api/danger-zone/cities`, over the caller's scope): its zone, its last held meeting and
 * the whole days since (`null`: never met), and when the job flagged it.
 */
export interface DangerZoneCity {
  cityId: number;
  cityName: string;
  zoneId: number;
  zoneName: string;
  lastMeetingDate: string | null;
  daysSinceLastMeeting: number | null;
  enteredAt: string;
}

/** The list's query: one zone's cities, and a name search (the View All list's search box). */
export const dangerZoneCityQuery = z.object({
  zoneId: idText.optional(),
  search: z.string().trim().max(TEXT_LIMITS.name).optional(),
});

/** One month of a zone's danger-zone history: cities that entered, left, and were in it at the month's end. */
export interface DangerZoneMonth {
  month: string;
  entered: number;
  left: number;
  inDangerZone: number;
}
