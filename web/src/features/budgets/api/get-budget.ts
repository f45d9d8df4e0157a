import type { BudgetWithLines } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { budgetKeys } from './budget-query-keys';

/** One budget with its lines, totals and the steps the caller may take. */
export function getBudget(id: number, signal?: AbortSignal): Promise<BudgetWithLines> {
  return apiRequest<BudgetWithLines>('GET', `/api/budgets/${id}`, { signal });
}

export function budgetQueryOptions(id: number) {
  return queryOptions({ queryKey: budgetKeys.one(id), queryFn: ({ signal }) => getBudget(id, signal) });
}

export function useBudget(id: number) {
  return useQuery(budgetQueryOptions(id));
}
