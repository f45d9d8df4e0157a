import type { BudgetAction, BudgetWithLines } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateBudgets } from './budget-keys';

/** Each step's path, and the body field its comment goes in. */
const STEP_CALLS: Record<BudgetAction, { path: string; field: 'comment' | 'reason' | 'feedback' }> = {
  submit: { path: 'submit', field: 'comment' },
  review: { path: 'review', field: 'comment' },
  approve: { path: 'approve', field: 'comment' },
  reject: { path: 'reject', field: 'reason' },
  request_changes: { path: 'request-changes', field: 'feedback' },
  release: { path: 'release', field: 'comment' },
  submit_actuals: { path: 'submit-actuals', field: 'comment' },
  close: { path: 'close', field: 'comment' },
  reopen: { path: 'reopen', field: 'reason' },
};

export function takeBudgetStep(input: { budgetId: number; action: BudgetAction; comment: string }) {
  const { path, field } = STEP_CALLS[input.action];
  return apiRequest<BudgetWithLines>('PUT', `/api/budgets/${input.budgetId}/${path}`, {
    body: { [field]: input.comment },
  });
}

export function useTakeBudgetStep() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: takeBudgetStep, onSuccess: () => invalidateBudgets(queryClient) });
}
