import Router from '@koa/router';
import { requireUser, type SessionUser } from '@seerat/access';
import {
  BUDGET_TABS,
  type Budget,
  type BudgetHistoryEntry,
  type BudgetTab,
  type BudgetWithLines,
  budgetFiltersSchema,
  budgetListQuerySchema,
  idParams,
  type Page,
  type PageQuery,
  pageQuerySchema,
} from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import { AUDIT_LOGS, READ_MODEL, READ_SCHEMA } from '@seerat/projector/tables';
import { authorizeFound } from '../../access/readable';
import type { ReadRoutes } from '../../app';
import { keysetPage, type SortKey } from '../../http/keyset-page';
import { auditHistoryPage, seesOrigin } from '../audit/audit-history';
import { budgetExportRoutes } from './budget-export-routes';
import {
  type BudgetRow,
  budgetLines,
  fromBudgets,
  inReadScope,
  listedBudgets,
  selectBudgets,
  toBudget,
  whereBudgetsSearched,
  whereWaiting,
} from './budget-query';
import { readableBudget } from './readable-budget';

const NEWEST_FIRST: SortKey[] = [{ sql: 'b.id', kind: 'int', descending: true }];

/** One page of the budgets a query selects, newest first. */
async function budgetPage(
  knex: Knex,
  query: Knex.QueryBuilder,
  user: SessionUser,
  request: PageQuery,
): Promise<Page<Budget>> {
  const page = await keysetPage<BudgetRow>(knex, query, NEWEST_FIRST, request);
  return { ...page, items: page.items.map((row) => toBudget(row, user)) };
}

/**
 * Budgets of events, each read with the `events` read scope of its event's city: the list (status
 * or tab, search, cursor), the counts of the tabs, one budget with its lines, an event's budget,
 * and a budget's approval history and change history.
 */
export function budgetReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });
  // Before `/budgets/:id`, which would take `export` for an id.
  budgetExportRoutes(router, knex);

  router.get('/budgets', validate({ query: budgetListQuerySchema }), async (ctx) => {
    const user = requireUser(ctx);
    const request = ctx.state.input.query;
    const query = listedBudgets(knex, user, request);
    ctx.body = (await budgetPage(knex, query, user, request)) satisfies Page<Budget>;
  });

  // The count of each tab over the same search, "Waiting for me" included: two single queries.
  router.get('/budgets/counts', validate({ query: budgetFiltersSchema }), async (ctx) => {
    const user = requireUser(ctx);
    const filtered = whereBudgetsSearched(inReadScope(user, fromBudgets(knex)), ctx.state.input.query);
    const counts = await filtered
      .clone()
      .select('b.status')
      .count<{ status: string; count: string }[]>('* as count')
      .groupBy('b.status');
    const byTab = Object.fromEntries(BUDGET_TABS.map((tab) => [tab, 0])) as Record<BudgetTab, number>;
    for (const { status, count } of counts) {
      byTab[status as BudgetTab] = Number(count);
      byTab.all += Number(count);
    }
    const waiting = await whereWaiting(filtered.clone(), user).count<{ count: string }[]>('* as count');
    byTab.waiting = Number(waiting[0]?.count ?? 0);
    ctx.body = byTab;
  });

  router.get('/budgets/:id', validate({ params: idParams('id') }), async (ctx) => {
    const budget = await readableBudget(ctx, knex, (query) => query.where('b.id', ctx.state.input.params.id));
    ctx.body = { ...budget, ...(await budgetLines(knex, budget.id)) } satisfies BudgetWithLines;
  });

  // An event's budget, or `null` when it has none (the event page then offers to create one).
  router.get('/events/:id/budget', validate({ params: idParams('id') }), async (ctx) => {
    const eventId = ctx.state.input.params.id;
    const user = requireUser(ctx);
    const event = await knex
      .withSchema(READ_SCHEMA)
      .from('gatherings as g')
      .join('cities as c', 'c.id', 'g.city_id')
      .where('g.id', eventId)
      .first({ zoneId: 'c.zone_id', cityPath: 'c.path' });
    // Outside the caller's scope an event that exists and one that does not answer alike.
    authorizeFound(
      ctx,
      'events_read',
      event && { kind: 'city', zoneId: event.zoneId, cityPath: event.cityPath },
      'Event not found',
    );
    const row: BudgetRow | undefined = await selectBudgets(knex).where('b.gathering_id', eventId).first();
    // Koa answers a null body with 204; the screens read JSON `null` as "no budget yet".
    ctx.type = 'json';
    ctx.body = row ? { ...toBudget(row, user), ...(await budgetLines(knex, row.id)) } : 'null';
  });

  router.get('/budgets/:id/history', validate({ params: idParams('id') }), async (ctx) => {
    const budgetId = ctx.state.input.params.id;
    await readableBudget(ctx, knex, (query) => query.where('b.id', budgetId));
    const rows: (Omit<BudgetHistoryEntry, 'actionDate'> & { actionDate: Date })[] = await knex
      .withSchema(READ_SCHEMA)
      .from('budget_approval_history')
      .select({
        id: 'revision',
        action: 'action',
        actionBy: 'action_by',
        comments: 'comments',
        previousStatus: 'previous_status',
        newStatus: 'new_status',
        actionDate: 'action_date',
      })
      .where('budget_id', budgetId)
      .orderBy('revision');
    ctx.body = rows.map((row) => ({ ...row, actionDate: new Date(row.actionDate).toISOString() }));
  });

  router.get(
    '/budgets/:id/audit',
    validate({ params: idParams('id'), query: pageQuerySchema }),
    async (ctx) => {
      const budgetId = ctx.state.input.params.id;
      await readableBudget(ctx, knex, (query) => query.where('b.id', budgetId));
      ctx.body = await auditHistoryPage(
        knex,
        {
          ...AUDIT_LOGS.budgets,
          ownerId: budgetId,
          withOrigin: seesOrigin(ctx),
        },
        ctx.state.input.query,
      );
    },
  );

  return {
    router,
    readModels: [
      READ_MODEL.budgets,
      READ_MODEL.budgetApprovalHistory,
      READ_MODEL.budgetAuditLog,
      READ_MODEL.gatherings,
      READ_MODEL.cities,
      READ_MODEL.zones,
    ],
  };
}
