import type { SetRecommendedBookActiveRequest } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { recommendedBooksQueryOptions } from '../../../lib/queries/get-recommended-books';
import { entityKey } from '../../../lib/queries/query-keys';

type SetActive = { bookId: number } & SetRecommendedBookActiveRequest;

/** `PUT /api/recommended-books/{id}`: deactivates a book, or activates it again. */
export function setRecommendedBookActive({ bookId, isActive }: SetActive): Promise<unknown> {
  return apiRequest('PUT', `/api/recommended-books/${bookId}`, { body: { isActive } });
}

export function useSetRecommendedBookActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRecommendedBookActive,
    // The active list and Data Entry's list of all books, and the book's history.
    onSuccess: (_answer, { bookId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recommendedBooksQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: entityKey('recommended-books', bookId) }),
      ]),
  });
}
