import type { Meeting, updateMeetingRequestSchema } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterMeetingChange } from './meeting-query-keys';

export type UpdateMeetingRequest = z.input<typeof updateMeetingRequestSchema>;

/** Sends the version the edit started from, so a meeting changed meanwhile is not overwritten. */
export function updateMeeting(input: { meeting: Meeting; request: UpdateMeetingRequest }): Promise<Meeting> {
  return apiRequest<Meeting>('PUT', `/api/meetings/${input.meeting.id}`, {
    body: input.request,
    headers: { 'If-Match': `"${input.meeting.version}"` },
  });
}

export function useUpdateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeeting,
    onSuccess: () => invalidateAfterMeetingChange(queryClient),
  });
}
