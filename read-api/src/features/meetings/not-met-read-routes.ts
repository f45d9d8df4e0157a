import Router from '@koa/router';
import { whereInScope } from '@seerat/access';
import {
  type CityMeetingActivity,
  type DangerZoneFacts,
  dangerZoneVerdict,
  idParams,
} from '@seerat/contracts';
import { type Knex, validate } from '@seerat/platform';
import { READ_MODEL, READ_SCHEMA } from '@seerat/projector/tables';
import { authorizeZoneRead } from '../../access/readable';
import type { ReadRoutes } from '../../app';
import { lastReportOfCity } from '../karguzari/karguzari-query';
import { lastMeetingOfCity, TODAY } from './meeting-query';

/**
 * `GET /api/zones/:id/not-met`: who has not met or reported, per zone. Each city of the zone in
 * the caller's scope, with its last meeting, its last submitted report and the whole weeks since
 * each (none when it never met or reported), longest silence first: never before any number.
 */
export function notMetReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api/zones' });

  router.get('/:id/not-met', validate({ params: idParams('id') }), async (ctx) => {
    const zoneId = ctx.state.input.params.id;
    const user = await authorizeZoneRead(ctx, knex, zoneId);
    const cities = whereInScope(
      knex
        .withSchema(READ_SCHEMA)
        .from('cities as c')
        .where('c.zone_id', zoneId)
        .select('c.id', 'c.name', 'c.status')
        .select(
          knex.raw(`${lastMeetingOfCity('c')} AS last_meeting`),
          knex.raw(`${lastReportOfCity('c')} AS last_report`),
        ),
      user,
      'cities_read',
      { zoneId: 'c.zone_id', path: 'c.path' },
    );
    // Weeks since the last meeting or report; none (null) for a city that never met or reported:
    // "Never" is the whole answer, not 0 weeks.
    const weeksSince = (column: string) => `((${TODAY} - t.${column}::date) / 7)::int`;
    const { rows } = await knex.raw<{
      rows: (Omit<CityMeetingActivity, 'inDangerZone'> & DangerZoneFacts)[];
    }>(
      `SELECT t.id AS "cityId", t.name AS "cityName", t.status, t.last_meeting AS "lastMeetingDate",
              t.last_report AS "lastReportDate",
              ${weeksSince('last_meeting')} AS "weeksWithoutMeeting",
              ${weeksSince('last_report')} AS "weeksWithoutReport"
         FROM (?) AS t
        ORDER BY "weeksWithoutMeeting" DESC NULLS FIRST, "weeksWithoutReport" DESC NULLS FIRST, t.name, t.id`,
      [cities],
    );
    // The danger-zone job's own rule (an active city that never met, or not in 2 weeks), so this
    // view and the zone's Danger Zone Cities, which reads these rows, say the same of each city.
    const now = new Date();
    ctx.body = rows.map(({ status, ...row }) => ({
      ...row,
      inDangerZone: dangerZoneVerdict({ status, lastMeetingDate: row.lastMeetingDate }, now).inDangerZone,
    })) satisfies CityMeetingActivity[];
  });

  return {
    router,
    readModels: [READ_MODEL.cities, READ_MODEL.zones, READ_MODEL.meetings, READ_MODEL.karguzariVersions],
  };
}
