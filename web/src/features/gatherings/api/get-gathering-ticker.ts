import { type Gathering, listQueryString } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type GatheringPlace, gatheringKeys } from '../../../lib/queries/gathering-query-keys';

/** The upcoming approved events of a city and/or zone, soonest first, at most 10. */
export function getGatheringTicker(place: GatheringPlace, signal?: AbortSignal): Promise<Gathering[]> {
  return apiRequest<Gathering[]>('GET', `/api/events/ticker${listQueryString(place)}`, { signal });
}

export function gatheringTickerQueryOptions(place: GatheringPlace) {
  return queryOptions({
    queryKey: gatheringKeys.ticker(place),
    queryFn: ({ signal }) => getGatheringTicker(place, signal),
  });
}

export function useGatheringTicker(place: GatheringPlace) {
  return useQuery(gatheringTickerQueryOptions(place));
}
