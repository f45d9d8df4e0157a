import type { RecommendedBook } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { catalogueQueryKey } from './query-keys';

export function getRecommendedBooks(signal?: AbortSignal): Promise<RecommendedBook[]> {
  return apiRequest<RecommendedBook[]>('GET', '/api/recommended-books', { signal });
}

export function recommendedBooksQueryOptions() {
  return queryOptions({
    queryKey: [...catalogueQueryKey, 'recommended-books'],
    queryFn: ({ signal }) => getRecommendedBooks(signal),
  });
}

export function useRecommendedBooks() {
  return useQuery(recommendedBooksQueryOptions());
}
