import type { Budget, BudgetTab } from '@seerat/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { budgetKeys } from './budget-query-keys';

export interface BudgetFilters {
  tab: BudgetTab;
  search: string;
}

/** The budgets in the caller's scope for a tab and a search, newest first, a page at a time. */
export function budgetsQueryOptions(filters: BudgetFilters) {
  return pagedQueryOptions<Budget>(budgetKeys.list(filters), '/api/budgets', {
    tab: filters.tab,
    search: filters.search.trim() || undefined,
  });
}

export function useBudgets(filters: BudgetFilters) {
  return useInfiniteQuery(budgetsQueryOptions(filters));
}
