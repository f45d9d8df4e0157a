import type { addSeeratModelRequestSchema, SeeratModel } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { seeratModelsQueryOptions } from '../../../lib/queries/get-seerat-models';

export type AddSeeratModelRequest = z.input<typeof addSeeratModelRequestSchema>;

export function addSeeratModel(request: AddSeeratModelRequest): Promise<SeeratModel> {
  return apiRequest<SeeratModel>('POST', '/api/seerat-models', { body: request });
}

export function useAddSeeratModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSeeratModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seeratModelsQueryOptions().queryKey }),
  });
}
