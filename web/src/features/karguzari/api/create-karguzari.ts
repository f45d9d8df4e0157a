import type { createKarguzariRequestSchema, KarguzariReport } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterReportChange } from './karguzari-query-keys';

export type CreateKarguzariRequest = z.input<typeof createKarguzariRequestSchema>;

export function createKarguzari(request: CreateKarguzariRequest): Promise<KarguzariReport> {
  return apiRequest<KarguzariReport>('POST', '/api/karguzari', { body: request });
}

export function useCreateKarguzari() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKarguzari,
    onSuccess: () => invalidateAfterReportChange(queryClient),
  });
}
