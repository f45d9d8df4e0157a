import type { MasoolProfile } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { masoolProfilesListKey } from './query-keys';

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
