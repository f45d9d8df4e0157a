import type { City } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cityKeys } from '../../../lib/queries/query-keys';

export function getCity(cityId: number, signal?: AbortSignal): Promise<City> {
  return apiRequest<City>('GET', `/api/cities/${cityId}`, { signal });
}

export function cityQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: cityKeys.detail(cityId),
    queryFn: ({ signal }) => getCity(cityId, signal),
    // The route's loader has just asked; the page shows its answer, a 404 included, rather than
    // asking again as it mounts. Coming back to the city asks again through the loader.
    retryOnMount: false,
  });
}

export function useCity(cityId: number) {
  return useQuery(cityQueryOptions(cityId));
}
