import Router from '@koa/router';
import { requireUser, whereInScope } from '@seerat/access';
import {
  type DangerZoneCity,
  type DangerZoneMonth,
  dangerZoneCityQuery,
  idParams,
  type Page,
} from '@seerat/contracts';
import { type Knex, validate } from '@seerat/platform';
import {
  dangerZoneChangesTable,
  dangerZoneCitiesTable,
  READ_MODEL,
  READ_SCHEMA,
  zonesTable,
} from '@seerat/projector/tables';
import { authorizeZoneRead } from '../../access/readable';
import type { ReadRoutes } from '../../app';
import { keysetPage, type SortKey } from '../../http/keyset-page';
import { whereSearched } from '../../http/text-search';
import { CITY, CITY_SCOPE_COLUMNS } from '../cities/city-query';
import { TODAY } from '../meetings/meeting-query';

/** A flagged city (`d`) with its city (`c`) and zone (`z`); `h` for the entries and exits. */
const FLAGGED = dangerZoneCitiesTable.as('d');
const ZONE = zonesTable.as('z');
const CHANGE = dangerZoneChangesTable.as('h');

/** Never met first, then the oldest last meeting; by name, then id, among equals. */
const LONGEST_SILENCE_FIRST: SortKey[] = [
  { sql: `coalesce(${FLAGGED.col('lastMeetingDate')}, DATE '0001-01-01')`, kind: 'date' },
  { sql: CITY.col('name'), kind: 'text' },
  { sql: CITY.col('id'), kind: 'int' },
];

const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The cities the danger-zone job flagged, over the caller's scope (`GET /api/danger-zone/cities`,
 * a page at a time, one zone's with `zoneId`, matching the city's or the zone's name with
 * `search`), longest silence first: never met, then the oldest last meeting. And a zone's
 * danger-zone history, month by month over the last 12 months
 * (`GET /api/zones/:id/danger-zone-history`).
 */
export function dangerZoneReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router();

  router.get('/api/danger-zone/cities', validate({ query: dangerZoneCityQuery }), async (ctx) => {
    const user = requireUser(ctx);
    const { zoneId, search, ...page } = ctx.state.input.query;
    const lastMet = FLAGGED.col('lastMeetingDate');
    const query = knex
      .withSchema(READ_SCHEMA)
      .from(FLAGGED.from)
      .join(CITY.from, CITY.col('id'), FLAGGED.col('cityId'))
      .join(ZONE.from, ZONE.col('id'), CITY.col('zoneId'))
      .where(FLAGGED.col('inDangerZone'), true)
      .select({ cityId: CITY.col('id'), cityName: CITY.col('name'), zoneId: CITY.col('zoneId') })
      .select({ zoneName: ZONE.col('name') })
      .select(
        knex.raw(`to_char(${lastMet}, 'YYYY-MM-DD') AS "lastMeetingDate"`),
        knex.raw(`(${TODAY} - ${lastMet})::int AS "daysSinceLastMeeting"`),
        knex.raw(`${isoTime(FLAGGED.col('enteredAt'))} AS "enteredAt"`),
      );
    if (zoneId !== undefined) query.where(CITY.col('zoneId'), zoneId);
    whereSearched(query, [CITY.col('name'), ZONE.col('name')], search);
    const inScope = whereInScope(query, user, 'cities_read', CITY_SCOPE_COLUMNS);
    ctx.body = (await keysetPage<DangerZoneCity>(
      knex,
      inScope,
      LONGEST_SILENCE_FIRST,
      page,
    )) satisfies Page<DangerZoneCity>;
  });

  router.get('/api/zones/:id/danger-zone-history', validate({ params: idParams('id') }), async (ctx) => {
    const zoneId = ctx.state.input.params.id;
    const user = await authorizeZoneRead(ctx, knex, zoneId);
    const changes = whereInScope(
      knex
        .withSchema(READ_SCHEMA)
        .from(CHANGE.from)
        .join(CITY.from, CITY.col('id'), CHANGE.col('cityId'))
        .where(CHANGE.col('zoneId'), zoneId)
        // Answered as `city_id`, `change`, `occurred_at`, as the months below read them.
        .select(CHANGE.col('cityId'), CHANGE.col('change'), CHANGE.col('occurredAt')),
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
