import type { MasoolProfile } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { masoolProfileKeys } from './masool-profile-query-keys';

/**
 * One whole masool profile, by its user's id or its own (the two never share a number), or `null`
 * when there is none: the profile page then offers Create Profile, a dialog says it is not found.
 */
export async function getMasoolProfile(
  idOrUserId: number,
  signal?: AbortSignal,
): Promise<MasoolProfile | null> {
  try {
    return await apiRequest<MasoolProfile>('GET', `/api/masool-profiles/${idOrUserId}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw new ApiError(
      'Failed to fetch masool profile',
      error instanceof ApiError ? error.status : 0,
      error instanceof ApiError ? error.serverMessage : undefined,
    );
  }
}

export function masoolProfileQueryOptions(idOrUserId: number) {
  return queryOptions({
    queryKey: masoolProfileKeys.one(idOrUserId),
    queryFn: ({ signal }) => getMasoolProfile(idOrUserId, signal),
  });
}

export function useMasoolProfile(idOrUserId: number) {
  return useQuery(masoolProfileQueryOptions(idOrUserId));
}
