import type { CityListItem } from '@seerat/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { cityKeys } from '../../../lib/queries/query-keys';

/**
 * `GET /api/zones/{id}/cities`: the zone's cities as the zone page ranks them (most active circles,
 * then most members), each as its card shows it, searched by name on the server, a page at a time. Under the cities' key, so a
 * city's change refreshes it.
 */
export function zoneCitiesQueryOptions(zoneId: number, search?: string) {
  return pagedQueryOptions<CityListItem>(
    [...cityKeys.all, 'zone', zoneId, { search }],
    `/api/zones/${zoneId}/cities`,
    {
      search,
    },
  );
}

export function useZoneCities(zoneId: number, search?: string) {
  return useInfiniteQuery(zoneCitiesQueryOptions(zoneId, search));
}
