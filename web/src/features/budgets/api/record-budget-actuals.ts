import type { BudgetLineKind, BudgetWithLines } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateBudgets } from './budget-query-keys';

/** Enters the actuals of one line after the event (amounts in paisa). */
export function recordBudgetActuals(input: {
  budgetId: number;
  kind: BudgetLineKind;
  lineId: number;
  actuals: Record<string, unknown>;
}) {
  const path = `/api/budgets/${input.budgetId}/${input.kind}s/${input.lineId}/actuals`;
  return apiRequest<BudgetWithLines>('PUT', path, { body: input.actuals });
}

export function useRecordBudgetActuals() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordBudgetActuals, onSuccess: () => invalidateBudgets(queryClient) });
}
