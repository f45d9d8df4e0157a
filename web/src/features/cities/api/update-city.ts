import type { City, updateCityRequestSchema } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterCityChange } from '../../../lib/queries/query-keys';

export type UpdateCityRequest = z.input<typeof updateCityRequestSchema>;

export type UpdateCityInput = {
  cityId: number;
  /** The version the edit started from: the server answers 409 if the city changed since. */
  version: number;
  request: UpdateCityRequest;
};

export function updateCity({ cityId, version, request }: UpdateCityInput): Promise<City> {
  return apiRequest<City>('PUT', `/api/cities/${cityId}`, {
    body: request,
    headers: { 'If-Match': String(version) },
  });
}

export function useUpdateCity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCity,
    onSuccess: () => invalidateAfterCityChange(queryClient),
  });
}
