import type { ReadingProgressEntry, setReadingProgressRequestSchema } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client';
import { readingProgressKey } from './query-keys';

export type SetReadingProgressRequest = z.input<typeof setReadingProgressRequestSchema>;

/** Sets a book's status, percentage, pages, dates, notes or rating (an unticked book is added). */
export function setReadingProgress(input: {
  userId: number;
  bookId: number;
  request: SetReadingProgressRequest;
}): Promise<ReadingProgressEntry> {
  return apiRequest('PUT', `/api/reading-progress/${input.userId}/books/${input.bookId}`, {
    body: input.request,
  });
}

export function useSetReadingProgress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReadingProgress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readingProgressKey(userId) }),
  });
}
