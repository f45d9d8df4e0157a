import type { Gathering, GatheringOutcome } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterGatheringChange } from '../../../lib/queries/gathering-query-keys';

/** The actual participants and notes of an approved event that has ended. */
export function recordGatheringOutcome(input: { id: number; outcome: GatheringOutcome }): Promise<Gathering> {
  return apiRequest<Gathering>('PUT', `/api/events/${input.id}/outcome`, { body: input.outcome });
}

export function useRecordGatheringOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordGatheringOutcome,
    onSuccess: () => invalidateAfterGatheringChange(queryClient),
  });
}
