import type { Meeting } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterMeetingChange } from './meeting-query-keys';

/** `PUT /api/meetings/{id}/action-items/{itemId}/close`: the item is done. */
export function closeActionItem(input: { meetingId: number; itemId: number }): Promise<Meeting> {
  return apiRequest<Meeting>('PUT', `/api/meetings/${input.meetingId}/action-items/${input.itemId}/close`, {
    body: { status: 'completed' },
  });
}

export function useCloseActionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeActionItem,
    onSuccess: () => invalidateAfterMeetingChange(queryClient),
  });
}
