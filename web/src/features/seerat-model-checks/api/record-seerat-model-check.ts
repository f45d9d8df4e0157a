import type { recordSeeratModelCheckRequestSchema } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { cityKeys } from '../../../lib/queries/query-keys';

export type RecordSeeratModelCheckRequest = z.input<typeof recordSeeratModelCheckRequestSchema>;
export type RecordSeeratModelCheckInput = { cityId: number; request: RecordSeeratModelCheckRequest };

export function recordSeeratModelCheck({ cityId, request }: RecordSeeratModelCheckInput): Promise<unknown> {
  return apiRequest<unknown>('POST', `/api/cities/${cityId}/seerat-model-checks`, { body: request });
}

/** A new check changes the city's checks, its history and its version. */
export function useRecordSeeratModelCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordSeeratModelCheck,
    onSuccess: (_answer, { cityId }) => queryClient.invalidateQueries({ queryKey: cityKeys.detail(cityId) }),
  });
}
