import type {
  createGatheringRequestSchema,
  Gathering,
  updateGatheringRequestSchema,
} from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterGatheringChange } from '../../../lib/queries/gathering-query-keys';

export type GatheringRequest = z.input<typeof createGatheringRequestSchema> &
  z.input<typeof updateGatheringRequestSchema>;

/**
 * The form's three ways out: a new event as a draft or submitted at once (`POST /api/events`),
 * or an existing one saved (`PUT /api/events/{id}`) or saved and submitted (`/submit-approval`).
 */
export type SaveGathering = { id: number | null; submit: boolean; request: GatheringRequest };

export function saveGathering({ id, submit, request }: SaveGathering): Promise<Gathering> {
  if (id === null) return apiRequest<Gathering>('POST', '/api/events', { body: { ...request, submit } });
  const path = submit ? `/api/events/${id}/submit-approval` : `/api/events/${id}`;
  return apiRequest<Gathering>('PUT', path, { body: request });
}

export function useSaveGathering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGathering,
    onSuccess: () => invalidateAfterGatheringChange(queryClient),
  });
}
