import type { ZoneFigures } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cityKeys } from '../../../lib/queries/query-keys';

/** `GET /api/zones/{id}/figures`: the zone page's totals and chart cities, counted by the server. */
export function getZoneFigures(zoneId: number, signal?: AbortSignal): Promise<ZoneFigures> {
  return apiRequest<ZoneFigures>('GET', `/api/zones/${zoneId}/figures`, { signal });
}

/** Under the cities' key beside the zone's city list, so a city's change refreshes it. */
export function zoneFiguresQueryOptions(zoneId: number) {
  return queryOptions({
    queryKey: [...cityKeys.all, 'zone', zoneId, 'figures'],
    queryFn: ({ signal }) => getZoneFigures(zoneId, signal),
  });
}

export function useZoneFigures(zoneId: number) {
  return useQuery(zoneFiguresQueryOptions(zoneId));
}
