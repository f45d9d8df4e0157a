import { type BudgetFilters, budgetListSearch } from './get-budgets';

/**
 * The CSV exports, downloaded by the browser from a link (the session cookie goes with it): the
 * list as filtered on screen, every page of it, and one budget's lines and totals.
 */
export const budgetsExportUrl = (filters: BudgetFilters) =>
  `/api/budgets/export?${budgetListSearch(filters)}`;

export const budgetExportUrl = (budgetId: number) => `/api/budgets/${budgetId}/export`;
