import { type GatheringTabCounts, listQueryString } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type GatheringFilters, gatheringKeys } from '../../../lib/queries/gathering-query-keys';

/** How many events each tab of Event Management holds, over the same place filters. */
export function getGatheringTabCounts(filters: GatheringFilters, signal?: AbortSignal) {
  return apiRequest<GatheringTabCounts>('GET', `/api/events/tab-counts${listQueryString(filters)}`, {
    signal,
  });
}

export function gatheringTabCountsQueryOptions(filters: GatheringFilters) {
  return queryOptions({
    queryKey: gatheringKeys.tabCounts(filters),
    queryFn: ({ signal }) => getGatheringTabCounts(filters, signal),
  });
}

export function useGatheringTabCounts(filters: GatheringFilters) {
  return useQuery(gatheringTabCountsQueryOptions(filters));
}
