import type { Gathering } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterGatheringChange } from '../../../lib/queries/gathering-query-keys';

/** The approval screen's decisions, as the spec's calls name them. */
export type ReviewDecision = 'approve' | 'reject' | 'request-changes';

export function reviewGathering(input: { id: number; decision: ReviewDecision; comment: string }) {
  const comment = input.comment.trim();
  const body =
    input.decision === 'reject'
      ? { rejectionReason: comment, approvalComments: comment }
      : { approvalComments: comment || null };
  return apiRequest<Gathering>('PUT', `/api/events/${input.id}/${input.decision}`, { body });
}

export function useReviewGathering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewGathering,
    onSuccess: () => invalidateAfterGatheringChange(queryClient),
  });
}
