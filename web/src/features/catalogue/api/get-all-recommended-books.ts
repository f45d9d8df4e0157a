import type { RecommendedBook } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { recommendedBooksQueryOptions } from '../../../lib/queries/get-recommended-books';

/**
 * `GET /api/recommended-books?includeInactive=true`: every book, deactivated ones too, for Data
 * Entry to activate them again. Under the active list's key, so what changes one refreshes both.
 */
export function allRecommendedBooksQueryOptions() {
  return queryOptions({
    queryKey: [...recommendedBooksQueryOptions().queryKey, 'with-inactive'],
    queryFn: ({ signal }) =>
      apiRequest<RecommendedBook[]>('GET', '/api/recommended-books?includeInactive=true', { signal }),
  });
}

export function useAllRecommendedBooks() {
  return useQuery(allRecommendedBooksQueryOptions());
}
