import type { createTeamProfileRequestSchema, TeamProfile } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { teamProfileKeys } from './team-profile-query-keys';

export type CreateTeamProfileRequest = z.input<typeof createTeamProfileRequestSchema>;

export function createTeamProfile(request: CreateTeamProfileRequest): Promise<TeamProfile> {
  return apiRequest<TeamProfile>('POST', '/api/team-profiles', { body: request });
}

export function useCreateTeamProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeamProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamProfileKeys.all }),
  });
}
