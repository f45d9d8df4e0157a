import type { City } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cityKeys } from '../../../lib/queries/query-keys';

/** The sub-cities that name this city as their parent. */
export function getChildCities(cityId: number, signal?: AbortSignal): Promise<City[]> {
  return apiRequest<City[]>('GET', `/api/cities/${cityId}/child-cities`, { signal });
}

export function childCitiesQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: cityKeys.childCities(cityId),
    queryFn: ({ signal }) => getChildCities(cityId, signal),
  });
}

export function useChildCities(cityId: number) {
  return useQuery(childCitiesQueryOptions(cityId));
}
