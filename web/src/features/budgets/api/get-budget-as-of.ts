import type { BudgetWithLines } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { asOfQueryOptions } from '../../../lib/queries/get-as-of';

/** `GET /api/budgets/{id}/as-of?at=`: the budget as it stood then, shaped as `GET /api/budgets/{id}`. */
export function useBudgetAsOf(id: number, at: string) {
  return useQuery(asOfQueryOptions<BudgetWithLines>('budgets', id, at));
}
