import type { CurrentUser } from '@seerat/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../api-client';
import { maySignedIn, rememberSignedIn } from '../session-hint';
import { currentUserQueryKey } from './query-keys';

/**
 * The session's user, or `null` when signed out: known without asking where this browser holds
 * no session (`maySignedIn`), else from the API (401 meaning none).
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  if (!maySignedIn()) return null;
  try {
    const user = await apiRequest<CurrentUser>('GET', '/api/user', { signal });
    rememberSignedIn(true);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      rememberSignedIn(false);
      return null;
    }
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
