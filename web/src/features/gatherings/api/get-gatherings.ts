import type { GatheringListItem, GatheringTab } from '@seerat/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { type GatheringFilters, gatheringKeys } from '../../../lib/queries/gathering-query-keys';

type ListFilters = GatheringFilters & { tab?: GatheringTab };

/** The events in the caller's scope as their cards show them, newest first, filtered by place and tab and searched, a page at a time. */
export function gatheringsQueryOptions(filters: ListFilters) {
  const tab = filters.tab === 'all' ? undefined : filters.tab;
  return pagedQueryOptions<GatheringListItem>(gatheringKeys.list(filters), '/api/events', {
    ...filters,
    tab,
  });
}

export function useGatherings(filters: ListFilters) {
  return useInfiniteQuery(gatheringsQueryOptions(filters));
}
