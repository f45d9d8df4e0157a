import type { KarguzariReport } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { karguzariKeys } from './karguzari-query-keys';

/** `GET /api/karguzari/{id}`: a report's newest version, whole, for its View dialog and Edit form. */
export function karguzariReportQueryOptions(id: number) {
  return queryOptions({
    queryKey: karguzariKeys.one(id),
    queryFn: ({ signal }) => apiRequest<KarguzariReport>('GET', `/api/karguzari/${id}`, { signal }),
  });
}

export function useKarguzariReport(id: number) {
  return useQuery(karguzariReportQueryOptions(id));
}
