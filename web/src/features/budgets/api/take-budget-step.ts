import { BUDGET_STEP_CALLS, type BudgetAction, type BudgetWithLines } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateBudgets } from './budget-query-keys';

/** A workflow step, at the path and with the comment field contracts give it. */
export function takeBudgetStep(input: { budgetId: number; action: BudgetAction; comment: string }) {
  const { path, field } = BUDGET_STEP_CALLS[input.action];
  return apiRequest<BudgetWithLines>('PUT', `/api/budgets/${input.budgetId}/${path}`, {
    body: { [field]: input.comment },
  });
}

export function useTakeBudgetStep() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: takeBudgetStep, onSuccess: () => invalidateBudgets(queryClient) });
}
