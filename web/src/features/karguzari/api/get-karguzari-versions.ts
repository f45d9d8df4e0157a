import type { KarguzariReport } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { karguzariKeys } from './karguzari-query-keys';

/** `GET /api/karguzari/{id}/versions`: every version of one report, newest first. */
export function getKarguzariVersions(reportId: number, signal?: AbortSignal): Promise<KarguzariReport[]> {
  return apiRequest<KarguzariReport[]>('GET', `/api/karguzari/${reportId}/versions`, { signal });
}

export function useKarguzariVersions(reportId: number) {
  return useQuery({
    queryKey: [...karguzariKeys.all, 'versions', reportId],
    queryFn: ({ signal }) => getKarguzariVersions(reportId, signal),
  });
}
