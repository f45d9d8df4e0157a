import type { Meeting } from '@seerat/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meetingKeys } from './meeting-query-keys';

/** `GET /api/meetings/{id}`: one meeting with its action items, for a link to one not in the list. */
export function meetingQueryOptions(id: number) {
  return queryOptions({
    queryKey: meetingKeys.one(id),
    queryFn: ({ signal }) => apiRequest<Meeting>('GET', `/api/meetings/${id}`, { signal }),
  });
}
