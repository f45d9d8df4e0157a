import type { Gathering } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gatheringKeys } from '../../../lib/queries/gathering-query-keys';

/** One event, with its city's and zone's names and its derived status. */
export function getGathering(id: number, signal?: AbortSignal): Promise<Gathering> {
  return apiRequest<Gathering>('GET', `/api/events/${id}`, { signal });
}

export function gatheringQueryOptions(id: number) {
  return queryOptions({ queryKey: gatheringKeys.one(id), queryFn: ({ signal }) => getGathering(id, signal) });
}

export function useGathering(id: number) {
  return useQuery(gatheringQueryOptions(id));
}
