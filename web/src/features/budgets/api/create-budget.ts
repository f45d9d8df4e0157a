import type { BudgetWithLines } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateBudgets } from './budget-query-keys';

export function createBudget(input: { eventId: number; title: string; description: string }) {
  return apiRequest<BudgetWithLines & { id: number }>('POST', '/api/budgets', { body: input });
}

export function useCreateBudget() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBudget, onSuccess: () => invalidateBudgets(queryClient) });
}
