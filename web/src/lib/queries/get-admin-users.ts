import { type AdminUser, listQueryString, PAGE_LIMIT_MAX, type Page } from '@seerat/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { pagedQueryOptions } from '../paged-query';
import { adminUsersQueryKey } from './query-keys';

/**
 * `GET /api/admin/users`: the accounts by username, a page at a time, searched by username on the
 * server. Under the Admin Panel's users key, so a user's change refreshes every page.
 */
export function adminUsersQueryOptions(search?: string) {
  return pagedQueryOptions<AdminUser>([...adminUsersQueryKey, 'list', { search }], '/api/admin/users', {
    search,
  });
}

export function useAdminUsers(search?: string) {
  return useInfiniteQuery(adminUsersQueryOptions(search));
}

/**
 * The first accounts (at most a full page) whose username holds `search`, for a picker that asks
 * the server as the user types: the picker never holds every account.
 */
export function useAdminUserChoices(search: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: [...adminUsersQueryKey, 'choices', { search }],
    queryFn: ({ signal }) =>
      apiRequest<Page<AdminUser>>(
        'GET',
        `/api/admin/users${listQueryString({ search, limit: PAGE_LIMIT_MAX })}`,
        { signal },
      ),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
}
