import type { SeeratModelCheckView } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The city's Seerat model checks, in the order they were recorded. Keyed under the city
 * (`['cities', id, …]`), so whatever refreshes the city refreshes them, and recording one
 * refreshes the city's history with them.
 */
export const seeratModelChecksKey = (cityId: number) => ['cities', cityId, 'seerat-model-checks'] as const;

export function getSeeratModelChecks(cityId: number, signal?: AbortSignal): Promise<SeeratModelCheckView[]> {
  return apiRequest<SeeratModelCheckView[]>('GET', `/api/cities/${cityId}/seerat-model-checks`, { signal });
}

export function seeratModelChecksQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: seeratModelChecksKey(cityId),
    queryFn: ({ signal }) => getSeeratModelChecks(cityId, signal),
  });
}

export function useSeeratModelChecks(cityId: number) {
  return useQuery(seeratModelChecksQueryOptions(cityId));
}
