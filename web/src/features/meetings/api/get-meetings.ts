import type { Meeting } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type MeetingFilter, meetingKeys } from './meeting-query-keys';

/** The meetings in the caller's scope, or those of one zone or city, newest first. */
export function getMeetings(filter: MeetingFilter, signal?: AbortSignal): Promise<Meeting[]> {
  const query = new URLSearchParams();
  if (filter.zoneId !== undefined) query.set('zoneId', String(filter.zoneId));
  if (filter.cityId !== undefined) query.set('cityId', String(filter.cityId));
  const suffix = query.size > 0 ? `?${query}` : '';
  return apiRequest<Meeting[]>('GET', `/api/meetings${suffix}`, { signal });
}

export function meetingsQueryOptions(filter: MeetingFilter = {}) {
  return queryOptions({
    queryKey: meetingKeys.list(filter),
    queryFn: ({ signal }) => getMeetings(filter, signal),
  });
}

export function useMeetings(filter: MeetingFilter = {}) {
  return useQuery(meetingsQueryOptions(filter));
}
