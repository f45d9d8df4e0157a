import type { KarguzariReport, submitCityKarguzariRequestSchema } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterReportChange } from './karguzari-query-keys';

export type SubmitCityKarguzariRequest = z.input<typeof submitCityKarguzariRequestSchema>;

/** `POST /api/cities/{id}/karguzari`: the city's short report, submitted at once. */
export function submitCityKarguzari(input: {
  cityId: number;
  request: SubmitCityKarguzariRequest;
}): Promise<KarguzariReport> {
  return apiRequest<KarguzariReport>('POST', `/api/cities/${input.cityId}/karguzari`, {
    body: input.request,
  });
}

export function useSubmitCityKarguzari() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitCityKarguzari,
    onSuccess: () => invalidateAfterReportChange(queryClient),
  });
}
