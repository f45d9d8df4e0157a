import type { City } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { cityKeys } from './query-keys';

/**
 * Every city in the caller's scope, by name: the choices of the forms' city pickers and the
 * totals over a zone. A zone page lists its cities a page at a time instead (`get-zone-cities`).
 */
export function getCities(signal?: AbortSignal): Promise<City[]> {
  return apiRequest<City[]>('GET', '/api/cities', { signal });
}

export function citiesQueryOptions() {
  return queryOptions({
    queryKey: [...cityKeys.all, 'list'],
    queryFn: ({ signal }) => getCities(signal),
  });
}

export function useCities() {
  return useQuery(citiesQueryOptions());
}
