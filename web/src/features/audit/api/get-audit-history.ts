import type { AuditEntry, AuditedEntityPath } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The kinds of record whose changes are kept, as their routes name them (`/api/{entity}/{id}/audit`). */
export type AuditedEntity = AuditedEntityPath;

/** The entity's field-level change history: one entry per changed field. */
export function getAuditHistory(
  entity: AuditedEntity,
  entityId: number,
  signal?: AbortSignal,
): Promise<AuditEntry[]> {
  return apiRequest<AuditEntry[]>('GET', `/api/${entity}/${entityId}/audit`, { signal });
}

/**
 * Keyed under the entity's own key (`['cities', id, …]`, `['zones', id, …]`, `['events', id, …]`), so
 * whatever invalidates an entity after a change refreshes its history too.
 */
export function auditHistoryQueryOptions(entity: AuditedEntity, entityId: number) {
  return queryOptions({
    queryKey: [entity, entityId, 'audit'] as const,
    queryFn: ({ signal }) => getAuditHistory(entity, entityId, signal),
  });
}

export function useAuditHistory(entity: AuditedEntity, entityId: number) {
  return useQuery(auditHistoryQueryOptions(entity, entityId));
}
