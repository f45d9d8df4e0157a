import type { Gathering } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type GatheringFilters, gatheringKeys, queryString } from '../../../lib/queries/gathering-query-keys';

/** The upcoming approved events of a city and/or zone, soonest first, at most 10. */
export function getGatheringTicker(place: GatheringFilters, signal?: AbortSignal): Promise<Gathering[]> {
  return apiRequest<Gathering[]>('GET', `/api/events/ticker${queryString(place)}`, { signal });
}

export function gatheringTickerQueryOptions(place: GatheringFilters) {
  return queryOptions({
    queryKey: gatheringKeys.ticker(place),
    queryFn: ({ signal }) => getGatheringTicker(place, signal),
  });
}

export function useGatheringTicker(place: GatheringFilters) {
  return useQuery(gatheringTickerQueryOptions(place));
}
