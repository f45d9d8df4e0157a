import type { AdminUser } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every admin query (users, custom roles, uploads) sits under this key. */
export const adminQueryKey = ['admin'] as const;
export const adminUsersQueryKey = [...adminQueryKey, 'users'] as const;

export function getAdminUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return apiRequest<AdminUser[]>('GET', '/api/admin/users', { signal });
}

export function adminUsersQueryOptions() {
  return queryOptions({ queryKey: adminUsersQueryKey, queryFn: ({ signal }) => getAdminUsers(signal) });
}

export function useAdminUsers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUsersQueryOptions(), enabled: options.enabled ?? true });
}
