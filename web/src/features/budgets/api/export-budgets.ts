import type { BudgetFilters } from './get-budgets';

/**
 * The CSV exports, downloaded by the browser from a link (the session cookie goes with it): the
 * list as filtered on screen, every page of it, and one budget's lines and totals.
 */
export function budgetsExportUrl(filters: BudgetFilters): string {
  const query = new URLSearchParams({ tab: filters.tab });
  if (filters.search.trim()) query.set('search', filters.search.trim());
  return `/api/budgets/export?${query}`;
}

export const budgetExportUrl = (budgetId: number) => `/api/budgets/${budgetId}/export`;
