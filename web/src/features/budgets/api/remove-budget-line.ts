import type { BudgetLineKind, BudgetWithLines } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateBudgets } from './budget-query-keys';

/** Removes a planned line while the budget is editable. */
export function removeBudgetLine(input: { budgetId: number; kind: BudgetLineKind; lineId: number }) {
  return apiRequest<BudgetWithLines>(
    'DELETE',
    `/api/budgets/${input.budgetId}/${input.kind}s/${input.lineId}`,
  );
}

export function useRemoveBudgetLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeBudgetLine, onSuccess: () => invalidateBudgets(queryClient) });
}
