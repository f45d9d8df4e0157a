import type { ListedTeamProfile, TeamProfile } from '@seerat/contracts';
import { queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { teamProfileKeys } from './team-profile-query-keys';

/**
 * The team profiles the caller may read, or one city's, by name a page at a time, as the lists
 * show them, searched by name or contact on the server. Sent with a `time` parameter like the
 * earlier product, and always fetched fresh (the server marks the answer no-store too).
 */
export function teamProfilesQueryOptions(filter: { cityId?: number; search?: string } = {}) {
  const { cityId, search = '' } = filter;
  const key = cityId === undefined ? teamProfileKeys.list : teamProfileKeys.ofCity(cityId);
  return pagedQueryOptions<ListedTeamProfile>([...key, 'paged', search], '/api/team-profiles', {
    time: Date.now(),
    cityId,
    search: search || undefined,
  });
}

export function useTeamProfiles(filter: { cityId?: number; search?: string } = {}) {
  return useInfiniteQuery({ ...teamProfilesQueryOptions(filter), staleTime: 0, gcTime: 0 });
}

/** One whole team profile, for its details and its edit form; `null` when there is none. */
export function teamProfileQueryOptions(profileId: number) {
  return queryOptions({
    queryKey: [...teamProfileKeys.list, 'one', profileId],
    queryFn: async ({ signal }): Promise<TeamProfile | null> => {
      try {
        return await apiRequest<TeamProfile>('GET', `/api/team-profiles/${profileId}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
