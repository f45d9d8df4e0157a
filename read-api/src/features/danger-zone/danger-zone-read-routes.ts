import Router from '@koa/router';
import { requireUser, whereInScope } from '@seerat/access';
import { type DangerZoneCity, type DangerZoneMonth, dangerZoneCityQuery, idParams } from '@seerat/contracts';
import { type Knex, validate } from '@seerat/platform';
import { READ_MODEL, READ_SCHEMA } from '@seerat/projector/tables';
import { authorizeZoneRead } from '../../access/readable';
import type { ReadRoutes } from '../../app';
import { CITY_SCOPE_COLUMNS } from '../cities/city-query';
import { TODAY } from '../meetings/meeting-query';

const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The cities the danger-zone job flagged, over the caller's scope (`GET /api/danger-zone/cities`,
 * one zone's with `zoneId`, matching a name with `search`), longest silence first: never met,
 * then the oldest last meeting. And a zone's danger-zone history, month by month over the last
 * 12 months (`GET /api/zones/:id/danger-zone-history`).
 */
export function dangerZoneReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router();

  router.get('/api/danger-zone/cities', validate({ query: dangerZoneCityQuery }), async (ctx) => {
    const user = requireUser(ctx);
    const { zoneId, search } = ctx.state.input.query;
    const query = knex
      .withSchema(READ_SCHEMA)
      .from('danger_zone_cities as d')
      .join('cities as c', 'c.id', 'd.city_id')
      .join('zones as z', 'z.id', 'c.zone_id')
      .where('d.in_danger_zone', true)
      .select({ cityId: 'c.id', cityName: 'c.name', zoneId: 'c.zone_id', zoneName: 'z.name' })
      .select(
        knex.raw(`to_char(d.last_meeting_date, 'YYYY-MM-DD') AS "lastMeetingDate"`),
        knex.raw(`(${TODAY} - d.last_meeting_date)::int AS "daysSinceLastMeeting"`),
        knex.raw(`${isoTime('d.entered_at')} AS "enteredAt"`),
      )
      .orderByRaw('d.last_meeting_date ASC NULLS FIRST, c.name, c.id');
    if (zoneId !== undefined) query.where('c.zone_id', zoneId);
    if (search) query.whereILike('c.name', `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    ctx.body = (await whereInScope(
      query,
      user,
      'cities_read',
      CITY_SCOPE_COLUMNS,
    )) satisfies DangerZoneCity[];
  });

  router.get('/api/zones/:id/danger-zone-history', validate({ params: idParams('id') }), async (ctx) => {
    const zoneId = ctx.state.input.params.id;
    const user = await authorizeZoneRead(ctx, knex, zoneId);
    const changes = whereInScope(
      knex
        .withSchema(READ_SCHEMA)
        .from('danger_zone_changes as h')
        .join('cities as c', 'c.id', 'h.city_id')
        .where('h.zone_id', zoneId)
        .select('h.city_id', 'h.change', 'h.occurred_at'),
      user,
      'cities_read',
      CITY_SCOPE_COLUMNS,
    );
    // Each month's entries and exits, and how many of the zone's cities were in at its end
    // (every entry before the month's end minus every exit).
    const { rows } = await knex.raw<{ rows: DangerZoneMonth[] }>(
      `WITH h AS (?),
            months AS (SELECT generate_series(date_trunc('month', ${TODAY}) - interval '11 months',
                                              date_trunc('month', ${TODAY}), interval '1 month') AS start)
       SELECT to_char(m.start, 'YYYY-MM') AS month,
              count(*) FILTER (WHERE h.change = 'entered' AND h.occurred_at >= m.start
                                 AND h.occurred_at < m.start + interval '1 month')::int AS entered,
              count(*) FILTER (WHERE h.change = 'left' AND h.occurred_at >= m.start
                                 AND h.occurred_at < m.start + interval '1 month')::int AS left,
              (count(*) FILTER (WHERE h.change = 'entered' AND h.occurred_at < m.start + interval '1 month')
               - count(*) FILTER (WHERE h.change = 'left' AND h.occurred_at < m.start + interval '1 month'))::int
                AS "inDangerZone"
         FROM months m LEFT JOIN h ON h.occurred_at < m.start + interval '1 month'
        GROUP BY m.start ORDER BY m.start`,
      [changes],
    );
    ctx.body = rows satisfies DangerZoneMonth[];
  });

  return { router, readModels: [READ_MODEL.dangerZone, READ_MODEL.cities, READ_MODEL.zones] };
}
