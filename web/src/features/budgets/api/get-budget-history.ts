import type { BudgetHistoryEntry } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { budgetKeys } from './budget-query-keys';

/** A budget's approval history, oldest step first. */
export function getBudgetHistory(id: number, signal?: AbortSignal): Promise<BudgetHistoryEntry[]> {
  return apiRequest<BudgetHistoryEntry[]>('GET', `/api/budgets/${id}/history`, { signal });
}

export function useBudgetHistory(id: number) {
  return useQuery(
    queryOptions({ queryKey: budgetKeys.history(id), queryFn: ({ signal }) => getBudgetHistory(id, signal) }),
  );
}
