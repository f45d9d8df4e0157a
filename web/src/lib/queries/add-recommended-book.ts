import type { addRecommendedBookRequestSchema, RecommendedBook } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client';
import { recommendedBooksQueryOptions } from './get-recommended-books';

export type AddRecommendedBookRequest = z.input<typeof addRecommendedBookRequestSchema>;

export function addRecommendedBook(request: AddRecommendedBookRequest): Promise<RecommendedBook> {
  return apiRequest<RecommendedBook>('POST', '/api/recommended-books', { body: request });
}

export function useAddRecommendedBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRecommendedBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recommendedBooksQueryOptions().queryKey }),
  });
}
