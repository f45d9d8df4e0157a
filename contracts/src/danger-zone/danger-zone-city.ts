import { z } from 'zod';
import { idText } from '../common/fields';
import { listSearch, pageQueryFields } from '../http/paging';

/**
 * One danger-zone city as the dashboard and its View All list read it
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

/**
 * The list's query: a page (at national scale 1,300 of 2,000 cities were flagged, and the
 * dashboard shows 6), one zone's cities, and a search of the city's or its zone's name (the View
 * All list's search box).
 */
export const dangerZoneCityQuery = z.object({
  ...pageQueryFields,
  zoneId: idText.optional(),
  search: listSearch,
});

/** One month of a zone's danger-zone history: cities that entered, left, and were in it at the month's end. */
export interface DangerZoneMonth {
  month: string;
  entered: number;
  left: number;
  inDangerZone: number;
}
