import type { MasoolProfile } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/**
 * The list's key, under the `['masool-profiles']` that every change to a profile invalidates. Here
 * and not in the masool-profiles feature: the histories name a masool by it too.
 */
export const masoolProfilesListKey = ['masool-profiles', 'list'] as const;

/** The masool profiles the caller may read, by name. */
export function getMasoolProfiles(signal?: AbortSignal): Promise<MasoolProfile[]> {
  return apiRequest<MasoolProfile[]>('GET', '/api/masool-profiles', { signal });
}

export function masoolProfilesQueryOptions() {
  return queryOptions({
    queryKey: masoolProfilesListKey,
    queryFn: ({ signal }) => getMasoolProfiles(signal),
  });
}

export function useMasoolProfiles(options: { enabled?: boolean } = {}) {
  return useQuery({ ...masoolProfilesQueryOptions(), enabled: options.enabled ?? true });
}
