import type { Meeting } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { asOfQueryOptions } from '../../../lib/queries/get-as-of';

/** `GET /api/meetings/{id}/as-of?at=`: the meeting as it stood then, shaped as `GET /api/meetings/{id}`. */
export function useMeetingAsOf(meetingId: number, at: string) {
  return useQuery(asOfQueryOptions<Meeting>('meetings', meetingId, at));
}
