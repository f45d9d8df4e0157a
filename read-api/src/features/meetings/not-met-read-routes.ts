import Router from '@koa/router';
import { whereInScope } from '@seerat/access';
import { type CityMeetingActivity, DANGER_ZONE_DAYS, idParams } from '@seerat/contracts';
import { type Knex, validate } from '@seerat/platform';
import { READ_SCHEMA } from '@seerat/projector';
import { authorizeZoneRead } from '../../access/readable';
import { lastReportOfCity } from '../karguzari/karguzari-query';
import { lastMeetingOfCity, TODAY } from './meeting-query';

/**
 * `GET /api/zones/:id/not-met`: who has not met or reported, per zone. Each city of the zone in
 * the caller's scope, with its last meeting, its last submitted report and the whole weeks since
 * each (since the city was added, when it never met or reported), longest silence first.
 */
export function notMetReadRouter(deps: { knex: Knex }): Router {
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
        .select('c.id', 'c.name', 'c.created_at')
        .select(
          knex.raw(`${lastMeetingOfCity('c')} AS last_meeting`),
          knex.raw(`${lastReportOfCity('c')} AS last_report`),
        ),
      user,
      'cities_read',
      { zoneId: 'c.zone_id', path: 'c.path' },
    );
    const weeksSince = (column: string) =>
      `((${TODAY} - coalesce(t.${column}::date, (t.created_at AT TIME ZONE 'UTC')::date)) / 7)::int`;
    const { rows } = await knex.raw<{ rows: CityMeetingActivity[] }>(
      `SELECT t.id AS "cityId", t.name AS "cityName", t.last_meeting AS "lastMeetingDate",
              t.last_report AS "lastReportDate",
              ${weeksSince('last_meeting')} AS "weeksWithoutMeeting",
              ${weeksSince('last_report')} AS "weeksWithoutReport",
              (t.last_meeting IS NULL OR t.last_meeting::date < ${TODAY} - ${DANGER_ZONE_DAYS}) AS "inDangerZone"
         FROM (?) AS t
        ORDER BY "weeksWithoutMeeting" DESC, "weeksWithoutReport" DESC, t.name, t.id`,
      [cities],
    );
    ctx.body = rows satisfies CityMeetingActivity[];
  });

  return router;
}
