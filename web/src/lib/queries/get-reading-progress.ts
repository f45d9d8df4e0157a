import type { ReadingProgressEntry } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { readingProgressKey } from './query-keys';

/** The books the user ticked, with their progress; a recommended book not among them reads Not started. */
export function getReadingProgress(userId: number, signal?: AbortSignal): Promise<ReadingProgressEntry[]> {
  return apiRequest<ReadingProgressEntry[]>('GET', `/api/reading-progress/${userId}`, { signal });
}

export function readingProgressQueryOptions(userId: number) {
  return queryOptions({
    queryKey: readingProgressKey(userId),
    queryFn: ({ signal }) => getReadingProgress(userId, signal),
  });
}

export function useReadingProgress(userId: number) {
  return useQuery(readingProgressQueryOptions(userId));
}
