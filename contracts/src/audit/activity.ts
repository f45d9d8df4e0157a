import { z } from 'zod';
import { idText, instantText } from '../common/fields';
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
  entityId: idText.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: instantText.optional(),
  to: instantText.optional(),
});
export type ActivityFilters = z.output<typeof activityFiltersSchema>;

/** What the feed and the Activity filter say of a period that ends before it starts. */
export const ACTIVITY_TO_BEFORE_FROM = 'To must not be before From';

/**
 * Refuses a period whose end comes before its start, at `to`: such a filter matches nothing, and
 * an empty feed would read as "nothing happened" rather than "the dates are the wrong way round".
 * A refinement of the finished schemas (the feed's, the export's): zod refuses `.extend` and
 * `.omit` of a refined one.
 */
export function toNotBeforeFrom(
  filters: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (filters.from && filters.to && Date.parse(filters.to) < Date.parse(filters.from)) {
    context.addIssue({ code: 'custom', path: ['to'], message: ACTIVITY_TO_BEFORE_FROM });
  }
}

export const activityQuerySchema = activityFiltersSchema.extend(pageQueryFields).superRefine(toNotBeforeFrom);
export type ActivityQuery = z.output<typeof activityQuerySchema>;

/** One changed field of one entity, in the feed: an audit entry that names its entity. */
export interface ActivityEntry extends AuditEntry {
  entityType: AuditedEntityPath;
  entityId: number;
}
