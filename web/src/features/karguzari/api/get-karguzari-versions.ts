import type { KarguzariReport } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { karguzariKeys } from './karguzari-query-keys';

/** `GET /api/karguzari/{id}/versions`: every version of a report, whole, newest first. */
export function karguzariVersionsQueryOptions(id: number) {
  return queryOptions({
    queryKey: karguzariKeys.versions(id),
    queryFn: ({ signal }) =>
      apiRequest<KarguzariReport[]>('GET', `/api/karguzari/${id}/versions`, { signal }),
  });
}

/**
 * One version of a report, whole: read with its report's other versions (a report has a few). A
 * version once written stays, so one the list named and the answer lacks is a failure.
 */
export function useKarguzariVersion(id: number, version: number) {
  return useQuery({
    ...karguzariVersionsQueryOptions(id),
    select: (versions) => {
      const found = versions.find((each) => each.version === version);
      if (!found) throw new Error(`Version ${version} of the report is missing`);
      return found;
    },
  });
}
