import type { BudgetLineKind, BudgetWithLines } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateBudgets } from './budget-query-keys';

/** Adds a planned collection or expense line (amounts in paisa). */
export function addBudgetLine(input: {
  budgetId: number;
  kind: BudgetLineKind;
  line: Record<string, unknown>;
}) {
  return apiRequest<BudgetWithLines>('POST', `/api/budgets/${input.budgetId}/${input.kind}s`, {
    body: input.line,
  });
}

export function useAddBudgetLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addBudgetLine, onSuccess: () => invalidateBudgets(queryClient) });
}
