import type { City } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { cityKeys } from './query-keys';

/**
 * The cities in the caller's scope, or those of one zone. A zone's cities come sorted by active
 * circles, then majlis members, both descending; screens keep that order.
 */
export function getCities(filter: { zoneId?: number }, signal?: AbortSignal): Promise<City[]> {
  const query = filter.zoneId === undefined ? '' : `?zoneId=${filter.zoneId}`;
  return apiRequest<City[]>('GET', `/api/cities${query}`, { signal });
}

export function citiesQueryOptions(filter: { zoneId?: number } = {}) {
  return queryOptions({
    queryKey: [...cityKeys.all, 'list', filter],
    queryFn: ({ signal }) => getCities(filter, signal),
  });
}

export function useCities(filter: { zoneId?: number } = {}) {
  return useQuery(citiesQueryOptions(filter));
}
