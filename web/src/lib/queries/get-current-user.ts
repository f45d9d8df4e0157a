import type { CurrentUser } from '@seerat/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../api-client';

export const currentUserQueryKey = ['auth', 'current-user'] as const;

/** The session's user, or `null` when signed out (the API answers 401). */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await apiRequest<CurrentUser>('GET', '/api/user', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
  });
}

/** For screens under the protected layout, whose `beforeLoad` has already loaded the user. */
export function useCurrentUser() {
  return useSuspenseQuery(currentUserQueryOptions());
}
