import type { TeamProfile } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamProfileKeys } from './team-profile-query-keys';

/**
 * The team profiles the caller may read, or one city's. Sent with a `time` parameter like the
 * earlier product, and always fetched fresh (the server marks the answer no-store too).
 */
export function getTeamProfiles(filter: { cityId?: number }, signal?: AbortSignal): Promise<TeamProfile[]> {
  const city = filter.cityId === undefined ? '' : `&cityId=${filter.cityId}`;
  return apiRequest<TeamProfile[]>('GET', `/api/team-profiles?time=${Date.now()}${city}`, { signal });
}

export function teamProfilesQueryOptions(filter: { cityId?: number } = {}) {
  return queryOptions({
    queryKey: filter.cityId === undefined ? teamProfileKeys.list : teamProfileKeys.ofCity(filter.cityId),
    queryFn: ({ signal }) => getTeamProfiles(filter, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useTeamProfiles(filter: { cityId?: number } = {}) {
  return useQuery(teamProfilesQueryOptions(filter));
}
