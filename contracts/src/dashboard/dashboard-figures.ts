import { z } from 'zod';
import { CAMPUS_REQUIREMENTS } from '../campus-checklist/campus-checklist';
import { CITY_STATUSES, type CityStatus } from '../cities/city';

const count = z.number().int().min(0);

/**
 * One zone's figures over the cities of it in the caller's scope: its active circles and majlis
 * members, its active cities and how many of those met in the danger-zone rule's window (a held
 * meeting in the last 2 weeks).
 */
export const zoneCityFiguresSchema = z.object({
  zoneId: z.number().int().positive(),
  zone: z.string(),
  circles: count,
  members: count,
  activeCities: count,
  meetingCities: count,
});
export type ZoneCityFigures = z.infer<typeof zoneCityFiguresSchema>;

/**
 * `GET /api/dashboard/figures`, over the caller's scope: what the dashboard's City Activity panel,
 * Campus Readiness, Zone Performance and Active Circles by Zone charts show, counted by the read
 * side so the browser never reads every city.
 *
 * - `citiesByStatus`: how many cities are in each status.
 * - `campusReadiness`: `campuses` counts the cities that are campuses (their own campusActive, or
 *   a checklist saved with Mark as Campus); `byItemsDone[n]` counts the other cities with `n` of
 *   the 5 checklist items done (a city without a saved checklist has done none);
 *   `workingTowards` counts those with a saved checklist (the potential-campus list's length).
 * - `zones`: every zone with a city in scope, most active circles first, then most members, then
 *   by name: at most the zones of the organisation (tens), never its cities.
 */
export const dashboardFiguresSchema = z.object({
  citiesByStatus: z.object(
    Object.fromEntries(CITY_STATUSES.map((status) => [status, count])) as Record<CityStatus, typeof count>,
  ),
  campusReadiness: z.object({
    byItemsDone: z.array(count).length(CAMPUS_REQUIREMENTS.length + 1),
    campuses: count,
    workingTowards: count,
  }),
  zones: z.array(zoneCityFiguresSchema),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;
