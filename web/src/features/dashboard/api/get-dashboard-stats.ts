import type { DashboardStats } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardQueryKey } from '../../../lib/queries/query-keys';

/** The dashboard's numbers over the caller's scope. */
export function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiRequest<DashboardStats>('GET', '/api/dashboard/stats', { signal });
}

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'stats'],
    queryFn: ({ signal }) => getDashboardStats(signal),
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
