import type { BulkUploadStatus } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKey } from '../../../lib/queries/query-keys';

const POLL_MS = 500;

export function getBulkUpload(uploadId: number, signal?: AbortSignal): Promise<BulkUploadStatus> {
  return apiRequest<BulkUploadStatus>('GET', `/api/admin/users/bulk-uploads/${uploadId}`, { signal });
}

/** An upload's progress, asked for every half second until it has completed. */
export function bulkUploadQueryOptions(uploadId: number) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'bulk-uploads', uploadId],
    queryFn: ({ signal }) => getBulkUpload(uploadId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : POLL_MS),
  });
}

export function useBulkUpload(uploadId: number | null) {
  return useQuery({ ...bulkUploadQueryOptions(uploadId ?? 0), enabled: uploadId !== null });
}
