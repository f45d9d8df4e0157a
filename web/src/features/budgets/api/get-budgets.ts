import type { Budget, BudgetTab } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { budgetKeys } from './budget-keys';

export interface BudgetPage {
  items: Budget[];
  nextCursor: number | null;
}

export interface BudgetFilters {
  tab: BudgetTab;
  search: string;
}

/** The list's filters as the list and its export take them: `tab=waiting&search=Lahore`. */
export function budgetListSearch(filters: BudgetFilters): URLSearchParams {
  const query = new URLSearchParams({ tab: filters.tab });
  if (filters.search.trim()) query.set('search', filters.search.trim());
  return query;
}

/** The budgets in the caller's scope for a tab and a search, newest first (the first page). */
export function getBudgets(filters: BudgetFilters, signal?: AbortSignal): Promise<BudgetPage> {
  return apiRequest<BudgetPage>('GET', `/api/budgets?${budgetListSearch(filters)}`, { signal });
}

export function budgetsQueryOptions(filters: BudgetFilters) {
  return queryOptions({
    queryKey: budgetKeys.list(filters),
    queryFn: ({ signal }) => getBudgets(filters, signal),
  });
}

export function useBudgets(filters: BudgetFilters) {
  return useQuery(budgetsQueryOptions(filters));
}
