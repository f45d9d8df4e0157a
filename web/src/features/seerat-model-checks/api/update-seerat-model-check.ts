import type { SeeratModelCheckView, updateSeeratModelCheckRequestSchema } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { cityKeys } from '../../../lib/queries/query-keys';

export type UpdateSeeratModelCheckRequest = z.input<typeof updateSeeratModelCheckRequestSchema>;
export type UpdateSeeratModelCheckInput = {
  cityId: number;
  check: SeeratModelCheckView;
  request: UpdateSeeratModelCheckRequest;
};

/** Sends the check's version the edit started from, so a check changed meanwhile is not overwritten. */
export function updateSeeratModelCheck({
  cityId,
  check,
  request,
}: UpdateSeeratModelCheckInput): Promise<unknown> {
  return apiRequest<unknown>('PUT', `/api/cities/${cityId}/seerat-model-checks/${check.id}`, {
    body: request,
    headers: { 'If-Match': `"${check.version}"` },
  });
}

/** An edited check changes the city's checks, its history and its version. */
export function useUpdateSeeratModelCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeeratModelCheck,
    onSuccess: (_answer, { cityId }) => queryClient.invalidateQueries({ queryKey: cityKeys.detail(cityId) }),
  });
}
