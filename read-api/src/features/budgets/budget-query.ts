import {
  type Budget,
  type BudgetFilters,
  type BudgetTab,
  budgetActionsFor,
  type CollectionLineView,
  type ExpenseLineView,
  expenseLineTotals,
  type Principal,
} from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { budgetsTable, READ_SCHEMA } from '@seerat/projector';
import { whereSearched } from '../../http/text-search';

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

export const BUDGET_SCOPE_COLUMNS = { zoneId: 'c.zone_id', path: 'c.path' };

/** Budgets (`b`) joined to their event's city (`c`), for the scope filter. */
export function fromBudgets(knex: Knex): Knex.QueryBuilder {
  return knex
    .withSchema(READ_SCHEMA)
    .from('budgets as b')
    .join('cities as c', 'c.id', 'b.city_id')
    .join('gatherings as g', 'g.id', 'b.gathering_id');
}

/** Budgets with their event's title, city and zone names, and the totals as exact numbers. */
export function selectBudgets(knex: Knex): Knex.QueryBuilder {
  return fromBudgets(knex)
    .join('zones as z', 'z.id', 'c.zone_id')
    .select(...PLAIN.map((field) => ({ [field]: `b.${column[field]}` })), {
      eventId: 'b.gathering_id',
      eventTitle: 'g.title',
      cityName: 'c.name',
      zoneName: 'z.name',
      cityPath: 'c.path',
    })
    .select(knex.raw(`to_char(b.event_date, 'YYYY-MM-DD') AS "eventDate"`))
    .select(...TIMESTAMPS.map((field) => ({ [field]: `b.${column[field]}` })))
    .select(...TOTALS.map((field) => ({ [field]: `b.${column[field]}` })));
}

/** The list's search: number, title, event and city. */
export function whereBudgetsSearched(query: Knex.QueryBuilder, filters: BudgetFilters): Knex.QueryBuilder {
  return whereSearched(query, ['b.budget_number', 'b.title', 'g.title', 'c.name'], filters.search);
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

/** The statuses a tab lists (`waiting` is filtered by the policy after the query). */
export function tabStatus(tab: BudgetTab | undefined): string | null {
  return tab === undefined || tab === 'all' || tab === 'waiting' ? null : tab;
}

/** A budget's lines, collections and expenses, each in the order they were added. */
export async function budgetLines(
  knex: Knex,
  budgetId: number,
): Promise<{ collections: CollectionLineView[]; expenses: ExpenseLineView[] }> {
  const rows: { kind: string; line: Record<string, unknown> }[] = await knex
    .withSchema(READ_SCHEMA)
    .from('budget_lines')
    .where('budget_id', budgetId)
    .orderBy('line_id')
    .select('kind', 'line');
  const collections: CollectionLineView[] = [];
  const expenses: ExpenseLineView[] = [];
  for (const { kind, line } of rows) {
    if (kind === 'collection') {
      const collection = line as unknown as CollectionLineView;
      collections.push({ ...collection, isActualSubmitted: collection.actualAmount !== null });
    } else {
      const expense = line as unknown as ExpenseLineView;
      expenses.push({
        ...expense,
        ...expenseLineTotals(expense),
        isActualSubmitted: expense.actualQuantity !== null && expense.actualUnitPrice !== null,
      });
    }
  }
  return { collections, expenses };
}
