import { requireUser } from '@seerat/access';
import type { Budget } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import type { Context } from 'koa';
import { authorizeFound } from '../../access/readable';
import { BUDGET, type BudgetRow, selectBudgets, toBudget } from './budget-query';

/** One budget, if the caller may read it: 401 signed out, 404 unknown, 403 outside the scope. */
export async function readableBudget(
  ctx: Context,
  knex: Knex,
  where: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<Budget> {
  requireUser(ctx);
  const row: BudgetRow | undefined = await where(selectBudgets(knex)).first();
  const user = authorizeFound(
    ctx,
    'events_read',
    row && { kind: 'city', zoneId: row.zoneId, cityPath: row.cityPath },
    'Budget not found',
  );
  return toBudget(row!, user);
}

/**
 * Refuses a caller who may not read this budget now (401, 404, 403 as `GET /api/budgets/:id`):
 * whoever reads a budget reads it as of any moment too.
 */
export async function authorizeBudgetRead(ctx: Context, knex: Knex, budgetId: number): Promise<void> {
  await readableBudget(ctx, knex, (query) => query.where(BUDGET.col('id'), budgetId));
}
