import type { Qabail } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { qabailKeys } from './qabail-query-keys';

/**
 * A city's own qabails. The spec has this call never served from a cache: a query parameter that
 * changes every time and no-cache headers keep the browser and any proxy from answering it.
 */
export function getCityQabails(cityId: number, signal?: AbortSignal): Promise<Qabail[]> {
  return apiRequest<Qabail[]>('GET', `/api/cities/${cityId}/qabails?t=${Date.now()}`, {
    signal,
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  });
}

/** Unlike the app's defaults: stale at once, fetched again on every mount and window focus. */
export function cityQabailsQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: qabailKeys.ofCity(cityId),
    queryFn: ({ signal }) => getCityQabails(cityId, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}

export function useCityQabails(cityId: number) {
  return useQuery(cityQabailsQueryOptions(cityId));
}
