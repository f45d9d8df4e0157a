import type { ActivityPage, ActivityQuery } from '@seerat/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The feed's filters as the address carries them (all optional; `limit` is the server's default). */
export type ActivityFilters = Partial<Omit<ActivityQuery, 'limit'>>;

/** The query string of a set of filters, for the feed and its export alike. */
export function activitySearch(filters: ActivityFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

export function activityQueryOptions(filters: ActivityFilters) {
  return queryOptions({
    queryKey: ['audit', 'activity', filters] as const,
    queryFn: ({ signal }) =>
      apiRequest<ActivityPage>('GET', `/api/audit/activity?${activitySearch(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useActivity(filters: ActivityFilters) {
  return useQuery(activityQueryOptions(filters));
}
