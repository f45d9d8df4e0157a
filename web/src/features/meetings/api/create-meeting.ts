import type { createMeetingRequestSchema, Meeting } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterMeetingChange } from './meeting-query-keys';

export type CreateMeetingRequest = z.input<typeof createMeetingRequestSchema>;

export function createMeeting(request: CreateMeetingRequest): Promise<Meeting> {
  return apiRequest<Meeting>('POST', '/api/meetings', { body: request });
}

export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeeting,
    onSuccess: () => invalidateAfterMeetingChange(queryClient),
  });
}
