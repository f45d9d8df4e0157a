import { z } from 'zod';
import { entityId } from '../common/fields';
import { pageQueryFields } from '../http/paging';
import { AUDIT_ACTIONS, type AuditEntry } from './audit-entry';
import { AUDIT_FIELD_LABELS, type AuditedEntityPath } from './field-labels';

const ENTITY_PATHS = Object.keys(AUDIT_FIELD_LABELS) as [AuditedEntityPath, ...AuditedEntityPath[]];

/**
 * `GET /api/audit/activity`: every change in the organisation, newest first, filtered, a page at
 * a time (keyset: a page never shifts when changes arrive meanwhile). Each filter is optional;
 * `from` and `to` are ISO instants (inclusive).
 */
export const activityFiltersSchema = z.object({
  user: z.string().trim().min(1).max(50).optional(),
  entityType: z.enum(ENTITY_PATHS).optional(),
  entityId: z.coerce.number().pipe(entityId).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: z.iso.datetime({ offset: true }).max(40).optional(),
  to: z.iso.datetime({ offset: true }).max(40).optional(),
});
export type ActivityFilters = z.output<typeof activityFiltersSchema>;

export const activityQuerySchema = activityFiltersSchema.extend(pageQueryFields);
export type ActivityQuery = z.output<typeof activityQuerySchema>;

/** One changed field of one entity, in the feed: an audit entry that names its entity. */
export interface ActivityEntry extends AuditEntry {
  entityType: AuditedEntityPath;
  entityId: number;
}
