import type Router from '@koa/router';
import { requireUser } from '@seerat/access';
import {
  BUDGET_STATUS_LABELS,
  type Budget,
  type BudgetWithLines,
  budgetCodeLabel,
  budgetFiltersSchema,
  idParams,
  pkrDecimal,
} from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import type { Context } from 'koa';
import { csvLine } from '../../http/csv';
import { BUDGET, type BudgetRow, budgetLines, listedBudgets, toBudget } from './budget-query';
import { readableBudget } from './readable-budget';

const money = (paisa: number | null) => (paisa === null ? null : pkrDecimal(paisa));

/** The list's columns: what the budgets list shows, the totals in PKR with two decimals. */
const LIST_COLUMNS: [string, (budget: Budget) => unknown][] = [
  ['Budget Number', (b) => b.budgetNumber],
  ['Title', (b) => b.title],
  ['Event', (b) => b.eventTitle],
  ['Event Date', (b) => b.eventDate],
  ['City', (b) => b.cityName],
  ['Zone', (b) => b.zoneName],
  ['Status', (b) => BUDGET_STATUS_LABELS[b.status]],
  ['Estimated Collections (PKR)', (b) => money(b.totalEstimatedCollections)],
  ['Estimated Expenses (PKR)', (b) => money(b.totalEstimatedExpenses)],
  ['Net Estimated Profit (PKR)', (b) => money(b.netEstimatedProfit)],
  ['Actual Collections (PKR)', (b) => money(b.totalActualCollections)],
  ['Actual Expenses (PKR)', (b) => money(b.totalActualExpenses)],
  ['Net Actual Profit (PKR)', (b) => money(b.netActualProfit)],
  ['Submitted By', (b) => b.submittedBy],
  ['Approved By', (b) => b.approvedBy],
];

const LINE_COLUMNS = [
  'Kind',
  'Line',
  'Category',
  'Description',
  'Quantity',
  'Unit Price (PKR)',
  'Estimated (PKR)',
  'Actual Quantity',
  'Actual Unit Price (PKR)',
  'Actual (PKR)',
  'Payment Method',
  'Vendor',
  'Receipt or Bill Number',
  'Date',
  'Notes',
];

/** One budget's lines, collections then expenses, and its totals as the last rows. */
function budgetCsv(budget: BudgetWithLines): string {
  const rows: unknown[][] = [LINE_COLUMNS];
  for (const line of budget.collections) {
    rows.push([
      'Collection',
      line.lineId,
      budgetCodeLabel(line.category),
      line.description,
      null,
      null,
      money(line.estimatedAmount),
      null,
      null,
      money(line.actualAmount),
      line.paymentMethod && budgetCodeLabel(line.paymentMethod),
      null,
      line.receiptNumber,
      line.collectionDate,
      line.notes,
    ]);
  }
  for (const line of budget.expenses) {
    rows.push([
      'Expense',
      line.lineId,
      budgetCodeLabel(line.category),
      line.description,
      line.quantity,
      money(line.unitPrice),
      money(line.estimatedTotal),
      line.actualQuantity,
      money(line.actualUnitPrice),
      money(line.actualTotal),
      null,
      line.vendor,
      line.billNumber,
      line.billDate,
      line.notes,
    ]);
  }
  const total = (label: string, estimated: number, actual: number) => [
    label,
    null,
    null,
    null,
    null,
    null,
    money(estimated),
    null,
    null,
    money(actual),
  ];
  rows.push(total('Total collections', budget.totalEstimatedCollections, budget.totalActualCollections));
  rows.push(total('Total expenses', budget.totalEstimatedExpenses, budget.totalActualExpenses));
  rows.push(total('Net profit', budget.netEstimatedProfit, budget.netActualProfit));
  return rows.map((row) => csvLine(row)).join('');
}

function answerCsv(ctx: Context, fileName: string, text: string): void {
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment(fileName);
  ctx.body = text;
}

/**
 * CSV exports, read with the same scope as the screens: `GET /api/budgets/export` the list (the
 * same status, tab and search, every page), `GET /api/budgets/{id}/export` one budget's lines and
 * totals. Every cell a user typed is escaped against spreadsheet formulas (`csvCell`).
 */
export function budgetExportRoutes(router: Router, knex: Knex): void {
  router.get('/budgets/export', validate({ query: budgetFiltersSchema }), async (ctx) => {
    const user = requireUser(ctx);
    const rows: BudgetRow[] = await listedBudgets(knex, user, ctx.state.input.query).orderBy(
      BUDGET.col('id'),
      'desc',
    );
    const lines = rows.map((row) => {
      const budget = toBudget(row, user);
      return csvLine(LIST_COLUMNS.map(([, value]) => value(budget)));
    });
    answerCsv(ctx, 'budgets.csv', csvLine(LIST_COLUMNS.map(([name]) => name)) + lines.join(''));
  });

  router.get('/budgets/:id/export', validate({ params: idParams('id') }), async (ctx) => {
    const budget = await readableBudget(ctx, knex, (query) =>
      query.where(BUDGET.col('id'), ctx.state.input.params.id),
    );
    const withLines = { ...budget, ...(await budgetLines(knex, budget.id)) };
    answerCsv(ctx, `${budget.budgetNumber}.csv`, budgetCsv(withLines));
  });
}
