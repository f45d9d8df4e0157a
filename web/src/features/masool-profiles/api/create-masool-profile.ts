import type { createMasoolProfileRequestSchema, MasoolProfile } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterMasoolProfileChange } from './masool-profile-query-keys';

export type CreateMasoolProfileRequest = z.input<typeof createMasoolProfileRequestSchema>;

export function createMasoolProfile(request: CreateMasoolProfileRequest): Promise<MasoolProfile> {
  return apiRequest<MasoolProfile>('POST', '/api/masool-profiles', { body: request });
}

export function useCreateMasoolProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMasoolProfile,
    onSuccess: () => invalidateAfterMasoolProfileChange(queryClient),
  });
}
