import type { BackgroundJobStatus } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKey } from '../../../lib/queries/query-keys';

export function getBackgroundJobs(signal?: AbortSignal): Promise<BackgroundJobStatus[]> {
  return apiRequest<BackgroundJobStatus[]>('GET', '/api/background-jobs', { signal });
}

/** Runs come every minute, so the tab refreshes itself while it is open. */
export function backgroundJobsQueryOptions() {
  return queryOptions({
    queryKey: [...adminQueryKey, 'background-jobs'],
    queryFn: ({ signal }) => getBackgroundJobs(signal),
    refetchInterval: 15_000,
  });
}

export function useBackgroundJobs() {
  return useQuery(backgroundJobsQueryOptions());
}
