import type { DangerZoneMonth } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardQueryKey } from '../../../lib/queries/query-keys';

/** A zone's danger-zone history over the last 12 months: entries, exits and cities in it per month. */
export function getZoneDangerZoneHistory(zoneId: number, signal?: AbortSignal): Promise<DangerZoneMonth[]> {
  return apiRequest<DangerZoneMonth[]>('GET', `/api/zones/${zoneId}/danger-zone-history`, { signal });
}

export function zoneDangerZoneHistoryQueryOptions(zoneId: number) {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'danger-zone', 'history', zoneId],
    queryFn: ({ signal }) => getZoneDangerZoneHistory(zoneId, signal),
  });
}

export function useZoneDangerZoneHistory(zoneId: number) {
  return useQuery(zoneDangerZoneHistoryQueryOptions(zoneId));
}
