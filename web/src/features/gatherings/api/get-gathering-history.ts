import type { GatheringHistoryEntry } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gatheringKeys } from '../../../lib/queries/gathering-query-keys';

/** Every step of the event's approval workflow: who, when, from, to, and the comment. */
export function getGatheringHistory(id: number, signal?: AbortSignal): Promise<GatheringHistoryEntry[]> {
  return apiRequest<GatheringHistoryEntry[]>('GET', `/api/events/${id}/approval-history`, { signal });
}

export function gatheringHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: gatheringKeys.history(id),
    queryFn: ({ signal }) => getGatheringHistory(id, signal),
  });
}

export function useGatheringHistory(id: number) {
  return useQuery(gatheringHistoryQueryOptions(id));
}
