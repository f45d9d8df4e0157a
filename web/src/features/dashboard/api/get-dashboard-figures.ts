import type { DashboardFigures } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardQueryKey } from '../../../lib/queries/query-keys';

/** The figures of the dashboard's panels and charts, counted over the caller's scope by the server. */
export function getDashboardFigures(signal?: AbortSignal): Promise<DashboardFigures> {
  return apiRequest<DashboardFigures>('GET', '/api/dashboard/figures', { signal });
}

export function dashboardFiguresQueryOptions() {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'figures'],
    queryFn: ({ signal }) => getDashboardFigures(signal),
  });
}

export function useDashboardFigures() {
  return useQuery(dashboardFiguresQueryOptions());
}
