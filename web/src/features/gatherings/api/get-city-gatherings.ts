import type { Gathering } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gatheringKeys } from '../../../lib/queries/gathering-query-keys';

/** A city's events, newest first (the city page's Event News strip). */
export function getCityGatherings(cityId: number, signal?: AbortSignal): Promise<Gathering[]> {
  return apiRequest<Gathering[]>('GET', `/api/cities/${cityId}/events`, { signal });
}

export function cityGatheringsQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: gatheringKeys.ofCity(cityId),
    queryFn: ({ signal }) => getCityGatherings(cityId, signal),
  });
}

export function useCityGatherings(cityId: number) {
  return useQuery(cityGatheringsQueryOptions(cityId));
}
