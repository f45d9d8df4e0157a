import type { Gathering } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterGatheringChange } from '../../../lib/queries/gathering-query-keys';

/** Cancel an event, or reopen an approved one (administrators), each with a reason. */
export type CloseAction = 'cancel' | 'reopen';

export function closeGathering(input: {
  id: number;
  action: CloseAction;
  reason: string;
}): Promise<Gathering> {
  return apiRequest<Gathering>('PUT', `/api/events/${input.id}/${input.action}`, {
    body: { reason: input.reason },
  });
}

export function useCloseGathering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeGathering,
    onSuccess: () => invalidateAfterGatheringChange(queryClient),
  });
}
