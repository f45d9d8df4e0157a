import Router from '@koa/router';
import { requireUser, whereInScope } from '@seerat/access';
import {
  can,
  cityGatheringsQuerySchema,
  type Gathering,
  type GatheringHistoryEntry,
  type GatheringListItem,
  gatheringFiltersSchema,
  gatheringListQuerySchema,
  gatheringTickerQuerySchema,
  idParams,
  type Page,
  type PageQuery,
  pageQuerySchema,
  TICKER_LIMIT,
} from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import {
  AUDIT_LOGS,
  gatheringHistoryTable,
  READ_MODEL,
  READ_SCHEMA,
  usersTable,
} from '@seerat/projector/tables';
import type { Context } from 'koa';
import { authorizeCity, authorizeFound, authorizeZone } from '../../access/readable';
import type { ReadRoutes } from '../../app';
import { keysetPage, type SortKey } from '../../http/keyset-page';
import { auditHistoryPage, seesOrigin } from '../audit/audit-history';
import { CITY } from '../cities/city-query';
import { gatheringActivity } from './gathering-activity';
import {
  EFFECTIVE_STATUS,
  fromGatherings,
  GATHERING,
  GATHERING_SCOPE_COLUMNS,
  type GatheringListItemRow,
  type GatheringRow,
  selectGatheringListItems,
  selectGatherings,
  TAB_CONDITION,
  tabCounts,
  toGathering,
  toGatheringListItem,
  whereListed,
} from './gathering-query';

const NEWEST_FIRST: SortKey[] = [
  { sql: GATHERING.col('createdAt'), kind: 'time', descending: true },
  { sql: GATHERING.col('id'), kind: 'int', descending: true },
];

/** An event's workflow steps (`h`); the history answers these fields of each. */
const STEP = gatheringHistoryTable.as('h');
const STEP_FIELDS = ['action', 'fromStatus', 'toStatus', 'comment', 'username', 'occurredAt'] as const;

/** Another admin (`u`), who could review an event its submitter may not. */
const ADMIN = usersTable.as('u');

/**
 * The organisation's events (gatherings), every list filtered to the caller's scope (the `events`
 * module of the policy on each event's city): the list with its tab counts, the ticker, the number
 * waiting for the caller's review, one event with its approval history and change history, a
 * city's events, and the events metrics of a city and a zone.
 */
export function gatheringReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });
  const scoped = (ctx: Context, query: Knex.QueryBuilder) =>
    whereInScope(query, requireUser(ctx), 'events_read', GATHERING_SCOPE_COLUMNS);

  // Event Management's cards, a page at a time: each event as its card shows it.
  router.get('/events', validate({ query: gatheringListQuerySchema }), async (ctx) => {
    const filters = ctx.state.input.query;
    const query = whereListed(scoped(ctx, selectGatheringListItems(knex)), filters);
    if (filters.tab) query.whereRaw(TAB_CONDITION[filters.tab]);
    if (filters.status) query.whereRaw(`${EFFECTIVE_STATUS} = ?`, [filters.status]);
    const page = await keysetPage<GatheringListItemRow>(knex, query, NEWEST_FIRST, filters);
    ctx.body = { ...page, items: page.items.map(toGatheringListItem) } satisfies Page<GatheringListItem>;
  });

  // The counts of Event Management's tabs, over the same filters as the list.
  router.get('/events/tab-counts', validate({ query: gatheringFiltersSchema }), async (ctx) => {
    const filtered = whereListed(scoped(ctx, fromGatherings(knex)), ctx.state.input.query);
    ctx.body = await tabCounts(knex, filtered);
  });

  // Upcoming approved events (not yet ended), soonest first, at most 10 (spec section 9).
  router.get('/events/ticker', validate({ query: gatheringTickerQuerySchema }), async (ctx) => {
    const { cityId, zoneId } = ctx.state.input.query;
    const query = scoped(ctx, selectGatherings(knex))
      .where(GATHERING.col('status'), 'approved')
      .whereRaw(`${GATHERING.col('endDateTime')} > now()`);
    if (cityId !== undefined) query.where(GATHERING.col('cityId'), cityId);
    if (zoneId !== undefined) query.where(CITY.col('zoneId'), zoneId);
    const rows: GatheringRow[] = await query
      .orderBy([{ column: GATHERING.col('startDateTime') }, { column: GATHERING.col('id') }])
      .limit(TICKER_LIMIT);
    ctx.body = rows.map(toGathering) satisfies Gathering[];
  });

  // The sidebar's number: pending events the caller may review (none unless they may review).
  router.get('/events/review-count', async (ctx) => {
    const user = requireUser(ctx);
    if (!can(user, 'review_events')) {
      ctx.body = { count: 0 };
      return;
    }
    const row = await fromGatherings(knex)
      .where(GATHERING.col('status'), 'pending_approval')
      .where((where) =>
        where.whereRaw(`${GATHERING.col('submittedById')} IS DISTINCT FROM ?`, [user.id]).orWhereNotExists(
          knex
            .withSchema(READ_SCHEMA)
            .from(ADMIN.from)
            .whereRaw(
              `${ADMIN.col('isActive')} AND 'admin' = ANY(${ADMIN.col('roles')}) AND ${ADMIN.col('id')} <> ?`,
              [user.id],
            ),
        ),
      )
      .count<{ count: string }>('* as count')
      .first();
    ctx.body = { count: Number(row?.count ?? 0) };
  });

  router.get('/events/:id', validate({ params: idParams('id') }), async (ctx) => {
    ctx.body = await readableGathering(ctx, knex, ctx.state.input.params.id);
  });

  router.get('/events/:id/approval-history', validate({ params: idParams('id') }), async (ctx) => {
    const gatheringId = ctx.state.input.params.id;
    await readableGathering(ctx, knex, gatheringId);
    const rows: GatheringHistoryEntry[] = await knex
      .withSchema(READ_SCHEMA)
      .from(STEP.from)
      .select({ id: STEP.col('revision'), ...STEP.select(...STEP_FIELDS) })
      .where(STEP.col('gatheringId'), gatheringId)
      .orderBy(STEP.col('revision'));
    ctx.body = rows.map((row) => ({ ...row, occurredAt: new Date(row.occurredAt).toISOString() }));
  });

  router.get(
    '/events/:id/audit',
    validate({ params: idParams('id'), query: pageQuerySchema }),
    async (ctx) => {
      const gatheringId = ctx.state.input.params.id;
      await readableGathering(ctx, knex, gatheringId);
      ctx.body = await auditHistoryPage(
        knex,
        {
          ...AUDIT_LOGS.events,
          ownerId: gatheringId,
          withOrigin: seesOrigin(ctx),
        },
        ctx.state.input.query,
      );
    },
  );

  router.get(
    '/cities/:id/events',
    validate({ params: idParams('id'), query: cityGatheringsQuerySchema }),
    async (ctx) => {
      const cityId = ctx.state.input.params.id;
      const { approved, ...page } = ctx.state.input.query;
      requireUser(ctx);
      await authorizeCity(ctx, 'events_read', knex, cityId);
      const query = selectGatherings(knex).where(GATHERING.col('cityId'), cityId);
      // Recorded as approved: the effective status is then upcoming, in progress or completed.
      if (approved) query.where(GATHERING.col('status'), 'approved');
      ctx.body = await gatheringPage(knex, query, page);
    },
  );

  router.get('/cities/:id/event-activity', validate({ params: idParams('id') }), async (ctx) => {
    const cityId = ctx.state.input.params.id;
    requireUser(ctx);
    await authorizeCity(ctx, 'events_read', knex, cityId);
    ctx.body = await gatheringActivity(knex, { cityId });
  });

  router.get('/zones/:id/event-activity', validate({ params: idParams('id') }), async (ctx) => {
    const zoneId = ctx.state.input.params.id;
    requireUser(ctx);
    await authorizeZone(ctx, 'events_read', knex, zoneId);
    ctx.body = await gatheringActivity(knex, { zoneId });
  });

  return {
    router,
    readModels: [
      READ_MODEL.gatherings,
      READ_MODEL.gatheringHistory,
      READ_MODEL.gatheringAuditLog,
      READ_MODEL.cities,
      READ_MODEL.zones,
      READ_MODEL.users,
    ],
  };
}

/** One page of the events a query selects, newest first. */
async function gatheringPage(
  knex: Knex,
  query: Knex.QueryBuilder,
  request: PageQuery,
): Promise<Page<Gathering>> {
  const page = await keysetPage<GatheringRow>(knex, query, NEWEST_FIRST, request);
  return { ...page, items: page.items.map(toGathering) };
}

/** One event, if the caller may read it: 401 signed out, 404 unknown, 403 outside the scope. */
export async function readableGathering(ctx: Context, knex: Knex, gatheringId: number): Promise<Gathering> {
  requireUser(ctx);
  const row: GatheringRow | undefined = await selectGatherings(knex)
    .where(GATHERING.col('id'), gatheringId)
    .first();
  authorizeFound(
    ctx,
    'events_read',
    row && { kind: 'city', zoneId: row.zoneId, cityPath: row.cityPath },
    'Event not found',
  );
  return toGathering(row!);
}
