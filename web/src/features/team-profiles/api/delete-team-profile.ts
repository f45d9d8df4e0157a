import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamProfileKeys } from './team-profile-query-keys';

export function deleteTeamProfile(profileId: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/team-profiles/${profileId}`);
}

export function useDeleteTeamProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamProfileKeys.all }),
  });
}
