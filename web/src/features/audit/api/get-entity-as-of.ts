import type { AuditedEntityPath } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The decider's state, as the entities not yet answered in their present read's shape give it. */
export type FoldedState = { fields?: Record<string, unknown> | null } & Record<string, unknown>;

/**
 * `GET /api/{entity}/{id}/as-of?at=`: the entity as it stood at `at`, either in the shape of its
 * present read (cities, zones, qabails, events, meetings, karguzari reports, budgets, profiles,
 * users, custom roles, reading lists, catalogue entries) or as the decider's state.
 */
export type EntityAsOf = { asOf: string; revision: number } & (
  | { changedAt: string; state: FoldedState }
  | ({ state?: undefined } & Record<string, unknown>)
);

export function entityAsOfQueryOptions(entity: AuditedEntityPath, entityId: number, at: string) {
  return queryOptions({
    // Under the entity's own key; a past moment never changes, so it is never stale.
    queryKey: [entity, entityId, 'as-of', at] as const,
    queryFn: ({ signal }) =>
      apiRequest<EntityAsOf>('GET', `/api/${entity}/${entityId}/as-of?at=${encodeURIComponent(at)}`, {
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useEntityAsOf(entity: AuditedEntityPath, entityId: number, at: string) {
  return useQuery(entityAsOfQueryOptions(entity, entityId, at));
}
