import type { KarguzariReport } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterReportChange } from './karguzari-query-keys';

/** `PUT /api/karguzari/{id}/submit`: a draft or returned report goes for review. */
export function submitKarguzari(reportId: number): Promise<KarguzariReport> {
  return apiRequest<KarguzariReport>('PUT', `/api/karguzari/${reportId}/submit`);
}

export function useSubmitKarguzari() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKarguzari,
    onSuccess: () => invalidateAfterReportChange(queryClient),
  });
}
