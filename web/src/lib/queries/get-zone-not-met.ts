import type { CityMeetingActivity } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meetingKeys } from './meeting-query-keys';

/** `GET /api/zones/{id}/not-met`: each city of the zone with its last meeting and report. */
export function getZoneNotMet(zoneId: number, signal?: AbortSignal): Promise<CityMeetingActivity[]> {
  return apiRequest<CityMeetingActivity[]>('GET', `/api/zones/${zoneId}/not-met`, { signal });
}

export function useZoneNotMet(zoneId: number) {
  return useQuery({
    queryKey: [...meetingKeys.all, 'not-met', zoneId],
    queryFn: ({ signal }) => getZoneNotMet(zoneId, signal),
  });
}
