import type { Gathering, GatheringTab } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type GatheringFilters, gatheringKeys, queryString } from '../../../lib/queries/gathering-query-keys';

type ListFilters = GatheringFilters & { tab?: GatheringTab; limit?: number };

/** The events in the caller's scope, newest first, filtered by place and tab. */
export function getGatherings(filters: ListFilters, signal?: AbortSignal): Promise<Gathering[]> {
  const tab = filters.tab === 'all' ? undefined : filters.tab;
  return apiRequest<Gathering[]>('GET', `/api/events${queryString({ ...filters, tab })}`, { signal });
}

export function gatheringsQueryOptions(filters: ListFilters) {
  return queryOptions({
    queryKey: gatheringKeys.list(filters),
    queryFn: ({ signal }) => getGatherings(filters, signal),
  });
}

export function useGatherings(filters: ListFilters) {
  return useQuery(gatheringsQueryOptions(filters));
}
