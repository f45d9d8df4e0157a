import type { Zone } from '@seerat/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { zonesQueryKey } from '../../../lib/queries/query-keys';

/** One zone; 403 when it lies outside the caller's scope, 404 when there is none. */
export function getZone(zoneId: number, signal?: AbortSignal): Promise<Zone> {
  return apiRequest<Zone>('GET', `/api/zones/${zoneId}`, { signal });
}

export function zoneQueryOptions(zoneId: number) {
  return queryOptions({
    queryKey: [...zonesQueryKey, 'detail', zoneId],
    queryFn: ({ signal }) => getZone(zoneId, signal),
  });
}

/** For the zone page, whose loader has already loaded the zone. */
export function useZone(zoneId: number) {
  return useSuspenseQuery(zoneQueryOptions(zoneId));
}
