import type { TeamProfile, updateTeamProfileRequestSchema } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { teamProfileKeys } from './team-profile-query-keys';

export type UpdateTeamProfileRequest = z.input<typeof updateTeamProfileRequestSchema>;

export function updateTeamProfile(input: {
  profile: TeamProfile;
  request: UpdateTeamProfileRequest;
}): Promise<TeamProfile> {
  return apiRequest<TeamProfile>('PUT', `/api/team-profiles/${input.profile.id}`, {
    body: input.request,
    headers: { 'If-Match': `"${input.profile.version}"` },
  });
}

export function useUpdateTeamProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamProfileKeys.all }),
  });
}
