import { QueryClient } from '@tanstack/react-query';

/**
 * Defaults from the product spec: fetched data never goes stale by itself (mutations invalidate
 * what they change), nothing refetches on window focus, and nothing is retried. A query that
 * needs otherwise (activity status, a city's qabails) says so in its own options.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
