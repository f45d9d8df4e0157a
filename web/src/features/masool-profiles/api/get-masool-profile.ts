import type { MasoolProfile } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { masoolProfileKeys } from './masool-profile-query-keys';

/** One user's masool profile, or `null` when they have none (the page offers Create Profile). */
export async function getMasoolProfile(userId: number, signal?: AbortSignal): Promise<MasoolProfile | null> {
  try {
    return await apiRequest<MasoolProfile>('GET', `/api/masool-profiles/${userId}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw new ApiError(
      'Failed to fetch masool profile',
      error instanceof ApiError ? error.status : 0,
      error instanceof ApiError ? error.serverMessage : undefined,
    );
  }
}

export function masoolProfileQueryOptions(userId: number) {
  return queryOptions({
    queryKey: masoolProfileKeys.one(userId),
    queryFn: ({ signal }) => getMasoolProfile(userId, signal),
  });
}

export function useMasoolProfile(userId: number) {
  return useQuery(masoolProfileQueryOptions(userId));
}
