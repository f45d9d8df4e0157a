import type { Qabail, updateQabailRequestSchema } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterQabailChange } from './qabail-query-keys';

export type UpdateQabailRequest = z.input<typeof updateQabailRequestSchema>;

export type UpdateQabailInput = {
  /** The qabail as the edit started from: its version guards against overwriting a newer change. */
  qabail: Pick<Qabail, 'id' | 'version' | 'cityId'>;
  request: UpdateQabailRequest;
};

export function updateQabail({ qabail, request }: UpdateQabailInput): Promise<Qabail> {
  return apiRequest<Qabail>('PUT', `/api/qabails/${qabail.id}`, {
    body: request,
    headers: { 'If-Match': String(qabail.version) },
  });
}

export function useUpdateQabail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQabail,
    // A qabail moved to another city leaves the old city's card too.
    onSuccess: (updated, { qabail }) =>
      invalidateAfterQabailChange(queryClient, [qabail.cityId, updated.cityId]),
  });
}
