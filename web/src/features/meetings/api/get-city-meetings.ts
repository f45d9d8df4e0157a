import type { Meeting } from '@seerat/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { meetingKeys } from './meeting-query-keys';

/** `GET /api/cities/{id}/meetings`: the city's meetings, newest first, a page at a time. */
export function cityMeetingsQueryOptions(cityId: number) {
  return pagedQueryOptions<Meeting>(meetingKeys.ofCity(cityId), `/api/cities/${cityId}/meetings`);
}

export function useCityMeetings(cityId: number) {
  return useInfiniteQuery(cityMeetingsQueryOptions(cityId));
}
