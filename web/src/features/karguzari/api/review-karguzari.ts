import type { KarguzariReport, ReviewDecision } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterReportChange } from './karguzari-query-keys';

/** `PUT /api/karguzari/{id}/review`. */
export function reviewKarguzari(input: {
  reportId: number;
  decision: ReviewDecision;
  reviewComments: string;
}): Promise<KarguzariReport> {
  const { reportId, ...body } = input;
  return apiRequest<KarguzariReport>('PUT', `/api/karguzari/${reportId}/review`, { body });
}

export function useReviewKarguzari() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewKarguzari,
    onSuccess: () => invalidateAfterReportChange(queryClient),
  });
}
