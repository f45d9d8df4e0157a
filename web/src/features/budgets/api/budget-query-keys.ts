import type { QueryClient } from '@tanstack/react-query';

/** The budgets' query keys: every write invalidates them all (budgets are few and small). */
export const budgetKeys = {
  all: ['budgets'] as const,
  list: (filters: object) => ['budgets', 'list', filters] as const,
  counts: (search: string) => ['budgets', 'counts', search] as const,
  one: (id: number) => ['budgets', 'one', id] as const,
  ofEvent: (eventId: number) => ['budgets', 'event', eventId] as const,
  history: (id: number) => ['budgets', 'history', id] as const,
};

export function invalidateBudgets(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: budgetKeys.all });
}
