import type { Zone } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { zonesQueryKey } from './query-keys';

/** The zones in the caller's scope (all of them for an administrator, their own for a zone masool). */
export function getZones(signal?: AbortSignal): Promise<Zone[]> {
  return apiRequest<Zone[]>('GET', '/api/zones', { signal });
}

export function zonesQueryOptions() {
  return queryOptions({
    queryKey: [...zonesQueryKey, 'list'],
    queryFn: ({ signal }) => getZones(signal),
  });
}

export function useZones(options: { enabled?: boolean } = {}) {
  return useQuery({ ...zonesQueryOptions(), enabled: options.enabled ?? true });
}
