import type { MasoolProfile, updateMasoolProfileRequestSchema } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterMasoolProfileChange } from './masool-profile-query-keys';

export type UpdateMasoolProfileRequest = z.input<typeof updateMasoolProfileRequestSchema>;

/** `PUT /api/masool-profiles/{id or userId}`, refused with 409 when the profile changed since it was read. */
export function updateMasoolProfile(input: {
  idOrUserId: number;
  version: number;
  request: UpdateMasoolProfileRequest;
}): Promise<MasoolProfile> {
  return apiRequest<MasoolProfile>('PUT', `/api/masool-profiles/${input.idOrUserId}`, {
    body: input.request,
    headers: { 'If-Match': `"${input.version}"` },
  });
}

export function useUpdateMasoolProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMasoolProfile,
    onSuccess: () => invalidateAfterMasoolProfileChange(queryClient),
  });
}
