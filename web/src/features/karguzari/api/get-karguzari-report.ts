import type { KarguzariReport } from '@seerat/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { karguzariKeys } from './karguzari-query-keys';

/** `GET /api/karguzari/{id}`: a report's newest version, for a link to one not in the list. */
export function karguzariReportQueryOptions(id: number) {
  return queryOptions({
    queryKey: karguzariKeys.one(id),
    queryFn: ({ signal }) => apiRequest<KarguzariReport>('GET', `/api/karguzari/${id}`, { signal }),
  });
}
