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
import { campusChecklistsTable, READ_SCHEMA, zonesTable } from '@seerat/projector/tables';
import { CITY, CITY_SCOPE_COLUMNS } from '../cities/city-query';
import { heldMeeting, LAST_MEETING as LM, TODAY } from '../meetings/meeting-query';

/** Each city's campus checklist, if it has one. */
const CHECKLIST = campusChecklistsTable.as('k');
const ZONE = zonesTable.as('z');

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
      .from(CITY.from)
      .leftJoin(CHECKLIST.from, CHECKLIST.col('cityId'), CITY.col('id'))
      .select(
        // Answered as `zone_id`, `status`, `active_circles`, `majlis_members`, as the sums below read them.
        ...[CITY.col('zoneId'), CITY.col('status'), CITY.col('activeCircles'), CITY.col('majlisMembers')],
        // A campus by its own flag or by a checklist saved with Mark as Campus, as the
        // potential-campus list counts it.
        knex.raw(`(${CITY.col('campusActive')} OR coalesce(${CHECKLIST.col('isCampus')}, false)) AS campus`),
        knex.raw(`(${CHECKLIST.col('cityId')} IS NOT NULL) AS has_checklist`),
        knex.raw(`coalesce(${CHECKLIST.col('completedCount')}, 0) AS done`),
        knex.raw(
          `EXISTS (SELECT 1 FROM ${LM.sql} WHERE ${LM.col('cityId')} = ${CITY.col('id')} AND ${heldMeeting(LM)}
                    AND ${LM.col('meetingDate')} >= ${TODAY} - ${DANGER_ZONE_DAYS}) AS met`,
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
          SELECT ${ZONE.col('id')} AS "zoneId", ${ZONE.col('name')} AS zone,
                 sum(s.active_circles)::int AS circles, sum(s.majlis_members)::int AS members,
                 count(*) FILTER (WHERE s.status = 'active')::int AS "activeCities",
                 count(*) FILTER (WHERE s.status = 'active' AND s.met)::int AS "meetingCities"
            FROM scoped AS s JOIN ${ZONE.sql} ON ${ZONE.col('id')} = s.zone_id
           GROUP BY ${ZONE.col('id')}, ${ZONE.col('name')}) AS zr) AS zones`,
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
