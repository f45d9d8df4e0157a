import type { BudgetWithLines } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { budgetKeys } from './budget-query-keys';

/** An event's budget, or null when it has none yet. */
export function getEventBudget(eventId: number, signal?: AbortSignal): Promise<BudgetWithLines | null> {
  return apiRequest<BudgetWithLines | null>('GET', `/api/events/${eventId}/budget`, { signal });
}

export function eventBudgetQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: budgetKeys.ofEvent(eventId),
    queryFn: ({ signal }) => getEventBudget(eventId, signal),
  });
}

export function useEventBudget(eventId: number) {
  return useQuery(eventBudgetQueryOptions(eventId));
}
