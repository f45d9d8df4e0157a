import { DASHBOARD_LIST_LIMIT } from '@seerat/contracts';
import { citiesPagedQueryOptions, firstCitiesQueryOptions } from '../../../lib/queries/get-cities';

/**
 * `GET /api/cities?sort=performance`: the cities in scope as the server ranks them (most active
 * circles, then most majlis members), searched by English or Urdu name on the server.
 */

/** The head of the ranking, for the dashboard's City Performance: never more than it shows. */
export function bestCitiesQueryOptions(search = '') {
  return firstCitiesQueryOptions({ search: search || undefined, sort: 'performance' }, DASHBOARD_LIST_LIMIT);
}

/** The whole ranking a page at a time, for `/cities`, its View All. */
export function citiesByPerformanceQueryOptions(search = '') {
  return citiesPagedQueryOptions({ search: search || undefined, sort: 'performance' });
}
