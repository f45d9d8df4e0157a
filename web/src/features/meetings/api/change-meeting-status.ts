import type { Meeting, MeetingStatus } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterMeetingChange } from './meeting-query-keys';

/** `PUT /api/meetings/{id}/status`: the server refuses a change its transitions do not allow. */
export function changeMeetingStatus(input: { meetingId: number; status: MeetingStatus }): Promise<Meeting> {
  return apiRequest<Meeting>('PUT', `/api/meetings/${input.meetingId}/status`, {
    body: { status: input.status },
  });
}

export function useChangeMeetingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMeetingStatus,
    onSuccess: () => invalidateAfterMeetingChange(queryClient),
  });
}
