import type { addActionItemRequestSchema, Meeting } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterMeetingChange } from './meeting-query-keys';

export type AddActionItemRequest = z.input<typeof addActionItemRequestSchema>;

/** `POST /api/meetings/{id}/action-items`. */
export function addActionItem(input: { meetingId: number; request: AddActionItemRequest }): Promise<Meeting> {
  return apiRequest<Meeting>('POST', `/api/meetings/${input.meetingId}/action-items`, {
    body: input.request,
  });
}

export function useAddActionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addActionItem,
    onSuccess: () => invalidateAfterMeetingChange(queryClient),
  });
}
