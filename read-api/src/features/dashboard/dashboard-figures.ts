import type { SessionUser } from '@seerat/access';
import { whereInScope } from '@seerat/access';
import {
  CAMPUS_REQUIREMENTS,
  CITY_STATUSES,
  type CityStatus,
  DANGER_ZONE_DAYS,
  type DashboardFigures,
  type ZoneCityFigures,
} from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { READ_SCHEMA } from '@seerat/projector/tables';
import { CITY_SCOPE_COLUMNS } from '../cities/city-query';
import { heldMeeting, TODAY } from '../meetings/meeting-query';

/** How many cities of a status, campus state and checklist progress: the query's smallest unit. */
interface CityGroup {
  status: CityStatus;
  campus: boolean;
  hasChecklist: boolean;
  done: number;
  n: number;
}

/**
 * The dashboard's figures over the caller's cities (see `DashboardFigures`) in one query: each
 * city in scope once, with its campus state and whether it met in the danger-zone window, then
 * counted by status and checklist progress, and summed by zone. The answer is as small as the
 * organisation has zones, whatever its number of cities.
 */
export async function dashboardFigures(knex: Knex, user: SessionUser): Promise<DashboardFigures> {
  const cities = whereInScope(
    knex
      .withSchema(READ_SCHEMA)
      .from('cities as c')
      .leftJoin('campus_checklists as k', 'k.city_id', 'c.id')
      .select(
        'c.zone_id',
        'c.status',
        'c.active_circles',
        'c.majlis_members',
        // A campus by its own flag or by a checklist saved with Mark as Campus, as the
        // potential-campus list counts it.
        knex.raw('(c.campus_active OR coalesce(k.is_campus, false)) AS campus'),
        knex.raw('(k.city_id IS NOT NULL) AS has_checklist'),
        knex.raw('coalesce(k.completed_count, 0) AS done'),
        knex.raw(
          `EXISTS (SELECT 1 FROM ${READ_SCHEMA}.meetings lm WHERE lm.city_id = c.id AND ${heldMeeting('lm')}
                    AND lm.meeting_date >= ${TODAY} - ${DANGER_ZONE_DAYS}) AS met`,
        ),
      ),
    user,
    'cities_read',
    CITY_SCOPE_COLUMNS,
  );
  const { rows } = await knex.raw<{ rows: { groups: CityGroup[]; zones: ZoneCityFigures[] }[] }>(
    `WITH scoped AS MATERIALIZED (?)
     SELECT
       (SELECT coalesce(json_agg(g), '[]') FROM (
          SELECT status, campus, has_checklist AS "hasChecklist", done, count(*)::int AS n
            FROM scoped GROUP BY status, campus, has_checklist, done) AS g) AS groups,
       (SELECT coalesce(json_agg(zr ORDER BY zr.circles DESC, zr.members DESC, zr.zone, zr."zoneId"), '[]') FROM (
          SELECT z.id AS "zoneId", z.name AS zone,
                 sum(s.active_circles)::int AS circles, sum(s.majlis_members)::int AS members,
                 count(*) FILTER (WHERE s.status = 'active')::int AS "activeCities",
                 count(*) FILTER (WHERE s.status = 'active' AND s.met)::int AS "meetingCities"
            FROM scoped AS s JOIN ${READ_SCHEMA}.zones AS z ON z.id = s.zone_id
           GROUP BY z.id, z.name) AS zr) AS zones`,
    [cities],
  );
  const { groups, zones } = rows[0]!;
  return { ...countGroups(groups), zones };
}

/** The status counts and campus readiness of the cities, from their groups. */
function countGroups(groups: CityGroup[]): Omit<DashboardFigures, 'zones'> {
  const citiesByStatus = Object.fromEntries(CITY_STATUSES.map((status) => [status, 0])) as Record<
    CityStatus,
    number
  >;
  const byItemsDone = Array.from({ length: CAMPUS_REQUIREMENTS.length + 1 }, () => 0);
  let campuses = 0;
  let workingTowards = 0;
  for (const group of groups) {
    citiesByStatus[group.status] += group.n;
    if (group.campus) {
      campuses += group.n;
      continue;
    }
    byItemsDone[group.done]! += group.n;
    if (group.hasChecklist) workingTowards += group.n;
  }
  return { citiesByStatus, campusReadiness: { byItemsDone, campuses, workingTowards } };
}
