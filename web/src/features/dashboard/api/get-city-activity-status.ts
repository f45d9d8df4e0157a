import type { CityActivityStatus } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cityKeys } from '../../../lib/queries/query-keys';

const TWO_MINUTES_MS = 2 * 60 * 1000;
const FIVE_MINUTES_MS = 5 * 60 * 1000;

export function getCityActivityStatus(signal?: AbortSignal): Promise<CityActivityStatus> {
  return apiRequest<CityActivityStatus>('GET', '/api/cities/activity-status', { signal });
}

/** Unlike the other queries, activity changes with time, so the spec has it refetched every 5 minutes. */
export function cityActivityStatusQueryOptions() {
  return queryOptions({
    queryKey: [...cityKeys.all, 'activity-status'],
    queryFn: ({ signal }) => getCityActivityStatus(signal),
    staleTime: TWO_MINUTES_MS,
    refetchInterval: FIVE_MINUTES_MS,
  });
}

export function useCityActivityStatus() {
  return useQuery(cityActivityStatusQueryOptions());
}
