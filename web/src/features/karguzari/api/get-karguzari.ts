import type { KarguzariReport } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type KarguzariFilter, karguzariKeys } from './karguzari-query-keys';

/** The newest version of each report in the caller's scope, or of one zone or city. */
export function getKarguzari(filter: KarguzariFilter, signal?: AbortSignal): Promise<KarguzariReport[]> {
  const query = new URLSearchParams();
  if (filter.zoneId !== undefined) query.set('zoneId', String(filter.zoneId));
  if (filter.cityId !== undefined) query.set('cityId', String(filter.cityId));
  const suffix = query.size > 0 ? `?${query}` : '';
  return apiRequest<KarguzariReport[]>('GET', `/api/karguzari${suffix}`, { signal });
}

export function karguzariQueryOptions(filter: KarguzariFilter = {}) {
  return queryOptions({
    queryKey: karguzariKeys.list(filter),
    queryFn: ({ signal }) => getKarguzari(filter, signal),
  });
}

export function useKarguzari(filter: KarguzariFilter = {}) {
  return useQuery(karguzariQueryOptions(filter));
}
