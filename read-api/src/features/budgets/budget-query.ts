import { type SessionUser, whereCityScope, whereInScope } from '@seerat/access';
import {
  BUDGET_ROLE_ACTIONS,
  BUDGET_WAITING_RULES,
  type Budget,
  type BudgetFilters,
  type BudgetTab,
  budgetActionsFor,
  type CollectionLine,
  type CollectionLineView,
  cityScope,
  collectionLineView,
  type ExpenseLine,
  type ExpenseLineView,
  expenseLineView,
  type Principal,
} from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import {
  budgetLinesTable,
  budgetsTable,
  citiesTable,
  gatheringsTable,
  READ_SCHEMA,
  zonesTable,
} from '@seerat/projector/tables';
import { whereSearched } from '../../http/text-search';

/** The budget a query selects (`b`), its event (`g`), the event's city (`c`) and zone (`z`). */
export const BUDGET = budgetsTable.as('b');
const EVENT = gatheringsTable.as('g');
const CITY = citiesTable.as('c');
const ZONE = zonesTable.as('z');

const { column } = budgetsTable;
const TIMESTAMPS = ['submissionDate', 'approvalDate', 'releaseDate', 'createdAt', 'updatedAt'] as const;
const TOTALS = [
  'totalEstimatedCollections',
  'totalEstimatedExpenses',
  'totalActualCollections',
  'totalActualExpenses',
  'netEstimatedProfit',
  'netActualProfit',
] as const;
const PLAIN = (Object.keys(column) as (keyof typeof column)[]).filter(
  (field) =>
    !(TIMESTAMPS as readonly string[]).includes(field) &&
    !(TOTALS as readonly string[]).includes(field) &&
    !['eventDate', 'gatheringId'].includes(field),
);

export const BUDGET_SCOPE_COLUMNS = { zoneId: CITY.col('zoneId'), path: CITY.col('path') };

/** Budgets (`b`) joined to their event's city (`c`), for the scope filter. */
export function fromBudgets(knex: Knex): Knex.QueryBuilder {
  return knex
    .withSchema(READ_SCHEMA)
    .from(BUDGET.from)
    .join(CITY.from, CITY.col('id'), BUDGET.col('cityId'))
    .join(EVENT.from, EVENT.col('id'), BUDGET.col('gatheringId'));
}

/** Budgets with their event's title, city and zone names, and the totals as exact numbers. */
export function selectBudgets(knex: Knex): Knex.QueryBuilder {
  return fromBudgets(knex)
    .join(ZONE.from, ZONE.col('id'), CITY.col('zoneId'))
    .select(BUDGET.select(...PLAIN), {
      eventId: BUDGET.col('gatheringId'),
      eventTitle: EVENT.col('title'),
      cityName: CITY.col('name'),
      zoneName: ZONE.col('name'),
      cityPath: CITY.col('path'),
    })
    .select(knex.raw(`to_char(${BUDGET.col('eventDate')}, 'YYYY-MM-DD') AS "eventDate"`))
    .select(BUDGET.select(...TIMESTAMPS))
    .select(BUDGET.select(...TOTALS));
}

/** Budgets of cities where the caller reads events: where the budget's event is, it is read. */
export function inReadScope(user: SessionUser, query: Knex.QueryBuilder): Knex.QueryBuilder {
  return whereInScope(query, user, 'events_read', BUDGET_SCOPE_COLUMNS);
}

/** The list's budgets in the caller's scope, by status or tab and search (unordered: pages order). */
export function listedBudgets(knex: Knex, user: SessionUser, filters: BudgetFilters): Knex.QueryBuilder {
  const query = whereBudgetsSearched(inReadScope(user, selectBudgets(knex)), filters);
  const status = filters.status ?? tabStatus(filters.tab);
  if (status) query.where(BUDGET.col('status'), status);
  if (filters.tab === 'waiting') whereWaiting(query, user);
  return query;
}

/** The list's search: number, title, event and city. */
export function whereBudgetsSearched(query: Knex.QueryBuilder, filters: BudgetFilters): Knex.QueryBuilder {
  const searched = [BUDGET.col('budgetNumber'), BUDGET.col('title'), EVENT.col('title'), CITY.col('name')];
  return whereSearched(query, searched, filters.search);
}

export type BudgetRow = Omit<Budget, (typeof TIMESTAMPS)[number] | (typeof TOTALS)[number] | 'actions'> &
  Record<(typeof TIMESTAMPS)[number], Date | null> &
  Record<(typeof TOTALS)[number], string | number>;

/** A row as the API answers it, with the steps the caller may take on it now. */
export function toBudget(row: BudgetRow, principal: Principal): Budget {
  const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());
  const totals = Object.fromEntries(TOTALS.map((field) => [field, Number(row[field])])) as Record<
    (typeof TOTALS)[number],
    number
  >;
  const budget = {
    ...row,
    ...totals,
    submissionDate: iso(row.submissionDate),
    approvalDate: iso(row.approvalDate),
    releaseDate: iso(row.releaseDate),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
  return { ...budget, actions: budgetActionsFor(principal, budget) };
}

/** The status a tab lists (`waiting` is `whereWaiting`'s, every status `all`'s). */
export function tabStatus(tab: BudgetTab | undefined): string | null {
  return tab === undefined || tab === 'all' || tab === 'waiting' ? null : tab;
}

/**
 * "Waiting for me" in SQL: the budgets on which `budgetActionsFor` gives this principal a step,
 * by contracts' own rules (`BUDGET_WAITING_RULES`, each role's scope from the policy itself).
 */
export function whereWaiting(query: Knex.QueryBuilder, principal: Principal): Knex.QueryBuilder {
  return query.where((waiting) => {
    waiting.whereRaw('false');
    for (const rule of BUDGET_WAITING_RULES) {
      const scope = cityScope(principal, BUDGET_ROLE_ACTIONS[rule.role]);
      if (!scope.everywhere && scope.zoneIds.length === 0 && scope.cityIds.length === 0) continue;
      waiting.orWhere((held) => {
        held.whereIn(BUDGET.col('status'), rule.statuses);
        whereCityScope(held, scope, BUDGET_SCOPE_COLUMNS);
        if (rule.barsOwnSubmission) {
          held.where((notOwn) =>
            notOwn
              .whereNull(BUDGET.col('submittedById'))
              .orWhereNot(BUDGET.col('submittedById'), principal.id),
          );
        }
      });
    }
  });
}

const LINE = budgetLinesTable.column;

/** A budget's lines, collections and expenses, each in the order they were added. */
export async function budgetLines(
  knex: Knex,
  budgetId: number,
): Promise<{ collections: CollectionLineView[]; expenses: ExpenseLineView[] }> {
  const rows: { kind: string; line: Record<string, unknown> }[] = await knex
    .withSchema(READ_SCHEMA)
    .from(budgetLinesTable.name)
    .where(LINE.budgetId, budgetId)
    .orderBy(LINE.lineId)
    .select({ kind: LINE.kind, line: LINE.line });
  const collections: CollectionLineView[] = [];
  const expenses: ExpenseLineView[] = [];
  for (const { kind, line } of rows) {
    if (kind === 'collection') collections.push(collectionLineView(line as unknown as CollectionLine));
    else expenses.push(expenseLineView(line as unknown as ExpenseLine));
  }
  return { collections, expenses };
}
