import type { ActivityEntry, ActivityFilters as FeedFilters } from '@seerat/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { auditKeys } from './audit-query-keys';

/** The feed's filters as the address carries them (all optional). */
export type ActivityFilters = Partial<FeedFilters>;

/** The feed, newest first, filtered on the server, a page at a time. */
export function activityQueryOptions(filters: ActivityFilters) {
  return pagedQueryOptions<ActivityEntry>(auditKeys.activity(filters), '/api/audit/activity', filters);
}

export function useActivity(filters: ActivityFilters) {
  return useInfiniteQuery(activityQueryOptions(filters));
}
