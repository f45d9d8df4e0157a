import type { QueryClient } from '@tanstack/react-query';
import { citiesQueryOptions } from '../../lib/queries/get-cities';
import { citiesRequiringAttentionQueryOptions } from './api/get-cities-requiring-attention';
import { cityActivityStatusQueryOptions } from './api/get-city-activity-status';
import { dashboardStatsQueryOptions } from './api/get-dashboard-stats';

/**
 * Starts the dashboard's calls without waiting: the screen shows at once and each block shows its
 * own spinner or error, so one failing call never blanks the whole dashboard. The zone list is
 * left to its section, which only users allowed to list zones see (the permission policy stays
 * out of the code every screen loads first).
 */
export function loadDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(dashboardStatsQueryOptions());
  void queryClient.prefetchQuery(citiesRequiringAttentionQueryOptions());
  void queryClient.prefetchQuery(citiesQueryOptions());
  void queryClient.prefetchQuery(cityActivityStatusQueryOptions());
}
