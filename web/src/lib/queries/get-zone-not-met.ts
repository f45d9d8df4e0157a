import type { CityMeetingActivity } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { meetingsQueryKey } from './query-keys';

/**
 * `GET /api/zones/{id}/not-met`: each city of the zone with its last meeting and report and
 * whether the danger-zone rule holds for it. The zone page's Not Met or Reported and Danger Zone
 * Cities both read it, so they say the same of every city. Keyed under the meetings, so a
 * recorded meeting refreshes it.
 */
export function getZoneNotMet(zoneId: number, signal?: AbortSignal): Promise<CityMeetingActivity[]> {
  return apiRequest<CityMeetingActivity[]>('GET', `/api/zones/${zoneId}/not-met`, { signal });
}

export function useZoneNotMet(zoneId: number) {
  return useQuery({
    queryKey: [...meetingsQueryKey, 'not-met', zoneId],
    queryFn: ({ signal }) => getZoneNotMet(zoneId, signal),
  });
}
