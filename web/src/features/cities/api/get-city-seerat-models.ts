import type { CityCatalogueEntry } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cityKeys } from '../../../lib/queries/query-keys';

/** The Seerat models the city has selected, each with its count. */
export function getCitySeeratModels(cityId: number, signal?: AbortSignal): Promise<CityCatalogueEntry[]> {
  return apiRequest<CityCatalogueEntry[]>('GET', `/api/cities/${cityId}/seerat-models`, { signal });
}

export function citySeeratModelsQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: cityKeys.seeratModels(cityId),
    queryFn: ({ signal }) => getCitySeeratModels(cityId, signal),
  });
}

export function useCitySeeratModels(cityId: number) {
  return useQuery(citySeeratModelsQueryOptions(cityId));
}
