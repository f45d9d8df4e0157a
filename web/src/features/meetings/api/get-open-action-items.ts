import type { OpenActionItem } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meetingKeys } from './meeting-query-keys';

type Place = { cityId?: number; zoneId?: number };

/** The open action items of the newest meeting of a city or zone, offered to carry forward. */
export function getOpenActionItems(place: Place, signal?: AbortSignal): Promise<OpenActionItem[]> {
  const query = place.cityId !== undefined ? `cityId=${place.cityId}` : `zoneId=${place.zoneId}`;
  return apiRequest<OpenActionItem[]>('GET', `/api/meetings/open-action-items?${query}`, { signal });
}

/** Asked only once the form names its city (city scope) or zone (zone scope). */
export function useOpenActionItems(place: Place) {
  return useQuery({
    queryKey: meetingKeys.openItems(place),
    queryFn: ({ signal }) => getOpenActionItems(place, signal),
    enabled: place.cityId !== undefined || place.zoneId !== undefined,
  });
}
