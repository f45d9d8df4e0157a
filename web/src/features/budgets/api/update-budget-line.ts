import type { BudgetLineKind, BudgetWithLines } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateBudgets } from './budget-query-keys';

/** Changes a planned line's fields while the budget is editable (amounts in paisa). */
export function updateBudgetLine(input: {
  budgetId: number;
  kind: BudgetLineKind;
  lineId: number;
  patch: Record<string, unknown>;
}) {
  return apiRequest<BudgetWithLines>('PUT', `/api/budgets/${input.budgetId}/${input.kind}s/${input.lineId}`, {
    body: input.patch,
  });
}

export function useUpdateBudgetLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBudgetLine, onSuccess: () => invalidateBudgets(queryClient) });
}
