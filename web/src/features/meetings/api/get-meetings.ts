import type { Meeting } from '@seerat/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { type MeetingFilter, meetingKeys } from './meeting-query-keys';

/** The meetings in the caller's scope, newest first, filtered and searched, a page at a time. */
export function meetingsQueryOptions(filter: MeetingFilter = {}) {
  return pagedQueryOptions<Meeting>(meetingKeys.list(filter), '/api/meetings', filter);
}

export function useMeetings(filter: MeetingFilter = {}) {
  return useInfiniteQuery(meetingsQueryOptions(filter));
}
