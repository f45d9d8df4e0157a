import { z } from 'zod';

const count = z.number().int().min(0);

/** The most cities the zone page's charts name: beyond that the bars get too thin to read. */
export const ZONE_CHART_CITIES = 15;

/** One city of a zone's chart: its circles and members. */
export const zoneChartCitySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  activeCircles: count,
  majlisMembers: count,
});
export type ZoneChartCity = z.infer<typeof zoneChartCitySchema>;

/**
 * `GET /api/zones/{id}/figures`: the zone page's totals over the zone's cities in the caller's
 * scope (how many, how many active, their circles, members, ulma and masjids), and the first
 * `ZONE_CHART_CITIES` of them in the zone's ranking (most active circles, then most members, spec
 * section 9) for its charts; the whole list is the paged `GET /api/zones/{id}/cities`.
 */
export const zoneFiguresSchema = z.object({
  cities: count,
  activeCities: count,
  activeCircles: count,
  majlisMembers: count,
  ulmaCount: count,
  masjidCount: count,
  topCities: z.array(zoneChartCitySchema).max(ZONE_CHART_CITIES),
});
export type ZoneFigures = z.infer<typeof zoneFiguresSchema>;
