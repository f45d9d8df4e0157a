import type { City, createCityRequestSchema } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterCityChange } from '../../../lib/queries/query-keys';

export type CreateCityRequest = z.input<typeof createCityRequestSchema>;

export function createCity(request: CreateCityRequest): Promise<City> {
  return apiRequest<City>('POST', '/api/cities', { body: request });
}

/** A new city changes the city lists, its zone's city count and the dashboard's numbers. */
export function useCreateCity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCity,
    onSuccess: () => invalidateAfterCityChange(queryClient),
  });
}
