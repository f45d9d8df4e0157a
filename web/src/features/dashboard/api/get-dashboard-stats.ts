import type { DashboardStats } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every change to zones or cities invalidates this key: the stats are counted from them. */
export const dashboardQueryKey = ['dashboard'] as const;

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
