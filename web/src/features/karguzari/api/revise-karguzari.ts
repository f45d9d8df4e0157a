import type { KarguzariReport, reviseKarguzariRequestSchema } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterReportChange } from './karguzari-query-keys';

export type ReviseKarguzariRequest = z.input<typeof reviseKarguzariRequestSchema>;

/** `PUT /api/karguzari/{id}`: the report's next version, with the reason for it. */
export function reviseKarguzari(input: {
  reportId: number;
  request: ReviseKarguzariRequest;
}): Promise<KarguzariReport> {
  return apiRequest<KarguzariReport>('PUT', `/api/karguzari/${input.reportId}`, { body: input.request });
}

export function useReviseKarguzari() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviseKarguzari,
    onSuccess: () => invalidateAfterReportChange(queryClient),
  });
}
