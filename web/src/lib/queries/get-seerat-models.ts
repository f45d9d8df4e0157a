import type { SeeratModel } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { catalogueQueryKey } from './query-keys';

export function getSeeratModels(signal?: AbortSignal): Promise<SeeratModel[]> {
  return apiRequest<SeeratModel[]>('GET', '/api/seerat-models', { signal });
}

export function seeratModelsQueryOptions() {
  return queryOptions({
    queryKey: [...catalogueQueryKey, 'seerat-models'],
    queryFn: ({ signal }) => getSeeratModels(signal),
  });
}

export function useSeeratModels() {
  return useQuery(seeratModelsQueryOptions());
}
