import type { BudgetDetails, BudgetStatus, CollectionLine, ExpenseLine } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { budgetKeys } from './budget-keys';

/** `GET /api/budgets/{id}/as-of?at=`: the budget folded from its events made by `at`. */
export interface BudgetAsOf {
  asOf: string;
  changedAt: string;
  state: {
    budgetNumber: string | null;
    details: BudgetDetails | null;
    status: BudgetStatus;
    collections: CollectionLine[];
    expenses: ExpenseLine[];
    deleted: boolean;
  };
}

export function getBudgetAsOf(id: number, at: string, signal?: AbortSignal): Promise<BudgetAsOf> {
  return apiRequest<BudgetAsOf>('GET', `/api/budgets/${id}/as-of?at=${encodeURIComponent(at)}`, { signal });
}

export function budgetAsOfQueryOptions(id: number, at: string) {
  return queryOptions({
    queryKey: budgetKeys.asOf(id, at),
    queryFn: ({ signal }) => getBudgetAsOf(id, at, signal),
    // A past moment never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useBudgetAsOf(id: number, at: string) {
  return useQuery(budgetAsOfQueryOptions(id, at));
}
