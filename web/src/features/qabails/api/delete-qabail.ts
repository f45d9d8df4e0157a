import type { Qabail } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterQabailChange } from './qabail-query-keys';

/** The qabail's city comes along so its Qabail card is refreshed after. */
export function deleteQabail(qabail: Pick<Qabail, 'id' | 'cityId'>): Promise<void> {
  return apiRequest<void>('DELETE', `/api/qabails/${qabail.id}`, { responseType: 'none' });
}

export function useDeleteQabail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQabail,
    onSuccess: (_deleted, qabail) => invalidateAfterQabailChange(queryClient, [qabail.cityId]),
  });
}
