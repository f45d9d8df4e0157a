import type { createQabailRequestSchema, Qabail } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterQabailChange } from './qabail-query-keys';

export type CreateQabailRequest = z.input<typeof createQabailRequestSchema>;

export function createQabail(request: CreateQabailRequest): Promise<Qabail> {
  return apiRequest<Qabail>('POST', '/api/qabails', { body: request });
}

export function useCreateQabail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQabail,
    onSuccess: (qabail) => invalidateAfterQabailChange(queryClient, [qabail.cityId]),
  });
}
