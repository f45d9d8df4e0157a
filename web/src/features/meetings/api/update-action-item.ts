import type { Meeting, updateActionItemRequestSchema } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterMeetingChange } from './meeting-query-keys';

export type UpdateActionItemRequest = z.input<typeof updateActionItemRequestSchema>;

/** `PUT /api/meetings/{id}/action-items/{itemId}`: the item's changed fields. */
export function updateActionItem(input: {
  meetingId: number;
  itemId: number;
  request: UpdateActionItemRequest;
}): Promise<Meeting> {
  return apiRequest<Meeting>('PUT', `/api/meetings/${input.meetingId}/action-items/${input.itemId}`, {
    body: input.request,
  });
}

export function useUpdateActionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActionItem,
    onSuccess: () => invalidateAfterMeetingChange(queryClient),
  });
}
