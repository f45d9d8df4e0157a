import type { BudgetTab } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { budgetKeys } from './budget-query-keys';

/** The count of each tab of the budgets list, "Waiting for me" included. */
export function getBudgetCounts(search: string, signal?: AbortSignal): Promise<Record<BudgetTab, number>> {
  const query = search.trim() ? `?${new URLSearchParams({ search: search.trim() })}` : '';
  return apiRequest('GET', `/api/budgets/counts${query}`, { signal });
}

export function budgetCountsQueryOptions(search: string) {
  return queryOptions({
    queryKey: budgetKeys.counts(search),
    queryFn: ({ signal }) => getBudgetCounts(search, signal),
  });
}

export function useBudgetCounts(search = '') {
  return useQuery(budgetCountsQueryOptions(search));
}
