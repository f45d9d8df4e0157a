import type { SeeratModelCheckView } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { seeratModelCheckKeys } from './seerat-model-check-query-keys';

/** The city's Seerat model checks, in the order they were recorded. */
export function getSeeratModelChecks(cityId: number, signal?: AbortSignal): Promise<SeeratModelCheckView[]> {
  return apiRequest<SeeratModelCheckView[]>('GET', `/api/cities/${cityId}/seerat-model-checks`, { signal });
}

export function seeratModelChecksQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: seeratModelCheckKeys.ofCity(cityId),
    queryFn: ({ signal }) => getSeeratModelChecks(cityId, signal),
  });
}

export function useSeeratModelChecks(cityId: number) {
  return useQuery(seeratModelChecksQueryOptions(cityId));
}
