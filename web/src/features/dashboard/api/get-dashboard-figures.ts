import type { DashboardFigures } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cityKeys } from '../../../lib/queries/query-keys';

/** The figures of the dashboard's panels and charts, counted over the caller's scope by the server. */
export function getDashboardFigures(signal?: AbortSignal): Promise<DashboardFigures> {
  return apiRequest<DashboardFigures>('GET', '/api/dashboard/figures', { signal });
}

/**
 * Under the cities' key: the figures are counted over the cities, their checklists and meetings,
 * and every change to those (a city's, a checklist's, a meeting's) refreshes that key.
 */
export function dashboardFiguresQueryOptions() {
  return queryOptions({
    queryKey: [...cityKeys.all, 'dashboard-figures'],
    queryFn: ({ signal }) => getDashboardFigures(signal),
  });
}

export function useDashboardFigures() {
  return useQuery(dashboardFiguresQueryOptions());
}
