import type { GatheringActivity } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { gatheringKeys } from './gathering-query-keys';

type Place = { cityId: number } | { zoneId: number };

/** Events held in the last 3 months, the last one's date and the days since, of a city or a zone. */
export function getGatheringActivity(place: Place, signal?: AbortSignal): Promise<GatheringActivity> {
  const path = 'cityId' in place ? `/api/cities/${place.cityId}` : `/api/zones/${place.zoneId}`;
  return apiRequest<GatheringActivity>('GET', `${path}/event-activity`, { signal });
}

export function gatheringActivityQueryOptions(place: Place) {
  return queryOptions({
    queryKey: gatheringKeys.activity(place),
    queryFn: ({ signal }) => getGatheringActivity(place, signal),
  });
}

export function useGatheringActivity(place: Place, enabled = true) {
  return useQuery({ ...gatheringActivityQueryOptions(place), enabled });
}
