import type { KarguzariReport } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { karguzariKeys } from './karguzari-query-keys';

/** `GET /api/cities/{id}/karguzari`: every version of the city's reports, newest first. */
export function getCityKarguzari(cityId: number, signal?: AbortSignal): Promise<KarguzariReport[]> {
  return apiRequest<KarguzariReport[]>('GET', `/api/cities/${cityId}/karguzari`, { signal });
}

export function cityKarguzariQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: karguzariKeys.ofCity(cityId),
    queryFn: ({ signal }) => getCityKarguzari(cityId, signal),
  });
}

export function useCityKarguzari(cityId: number) {
  return useQuery(cityKarguzariQueryOptions(cityId));
}
