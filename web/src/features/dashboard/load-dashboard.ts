import type { QueryClient } from '@tanstack/react-query';
import { bestCitiesQueryOptions } from './api/get-cities-by-performance';
import { citiesRequiringAttentionQueryOptions } from './api/get-cities-requiring-attention';
import { cityActivityStatusQueryOptions } from './api/get-city-activity-status';
import { dashboardFiguresQueryOptions } from './api/get-dashboard-figures';
import { dashboardStatsQueryOptions } from './api/get-dashboard-stats';

/**
 * Starts the dashboard's calls without waiting: the screen shows at once and each block shows its
 * own spinner or error, so one failing call never blanks the whole dashboard. The zone list is
 * left to its section, which only users allowed to list zones see (the permission policy stays
 * out of the code every screen loads first). The figures are counted by the server: the dashboard
 * never reads every city.
 */
export function loadDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(dashboardStatsQueryOptions());
  void queryClient.prefetchQuery(dashboardFiguresQueryOptions());
  void queryClient.prefetchQuery(citiesRequiringAttentionQueryOptions());
  void queryClient.prefetchQuery(bestCitiesQueryOptions());
  void queryClient.prefetchQuery(cityActivityStatusQueryOptions());
}
