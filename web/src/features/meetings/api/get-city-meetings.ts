import type { Meeting } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meetingKeys } from './meeting-query-keys';

/** `GET /api/cities/{id}/meetings`: the city's meetings, newest first. */
export function getCityMeetings(cityId: number, signal?: AbortSignal): Promise<Meeting[]> {
  return apiRequest<Meeting[]>('GET', `/api/cities/${cityId}/meetings`, { signal });
}

export function cityMeetingsQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: meetingKeys.ofCity(cityId),
    queryFn: ({ signal }) => getCityMeetings(cityId, signal),
  });
}

export function useCityMeetings(cityId: number) {
  return useQuery(cityMeetingsQueryOptions(cityId));
}
