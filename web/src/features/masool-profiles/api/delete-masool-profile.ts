import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterMasoolProfileChange } from './masool-profile-query-keys';

export function deleteMasoolProfile(profileId: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/masool-profiles/${profileId}`);
}

export function useDeleteMasoolProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMasoolProfile,
    onSuccess: () => invalidateAfterMasoolProfileChange(queryClient),
  });
}
