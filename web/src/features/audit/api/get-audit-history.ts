import type { AuditEntry, AuditedEntityPath } from '@seerat/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { entityKey } from '../../../lib/queries/query-keys';

/** The kinds of record whose changes are kept, as their routes name them (`/api/{entity}/{id}/audit`). */
export type AuditedEntity = AuditedEntityPath;

/**
 * The entity's field-level change history (one entry per changed field), newest first, a page at
 * a time. Keyed under the entity's own key (`['cities', id, …]`, `['zones', id, …]`,
 * `['events', id, …]`), so whatever invalidates an entity after a change refreshes its history too.
 */
export function auditHistoryQueryOptions(entity: AuditedEntity, entityId: number) {
  return pagedQueryOptions<AuditEntry>(
    [...entityKey(entity, entityId), 'audit'],
    `/api/${entity}/${entityId}/audit`,
  );
}

export function useAuditHistory(entity: AuditedEntity, entityId: number) {
  return useInfiniteQuery(auditHistoryQueryOptions(entity, entityId));
}
