import type { DashboardActivityMonth } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardQueryKey } from '../../../lib/queries/query-keys';

/** The last 12 months of events, meetings and karguzari reports over the caller's scope. */
export function getDashboardActivity(signal?: AbortSignal): Promise<DashboardActivityMonth[]> {
  return apiRequest<DashboardActivityMonth[]>('GET', '/api/dashboard/activity', { signal });
}

export function dashboardActivityQueryOptions() {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'activity'],
    queryFn: ({ signal }) => getDashboardActivity(signal),
  });
}

export function useDashboardActivity() {
  return useQuery(dashboardActivityQueryOptions());
}
