import type { AdminUser } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUsersQueryKey } from '../../../lib/queries/query-keys';

export function getAdminUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return apiRequest<AdminUser[]>('GET', '/api/admin/users', { signal });
}

export function adminUsersQueryOptions() {
  return queryOptions({ queryKey: adminUsersQueryKey, queryFn: ({ signal }) => getAdminUsers(signal) });
}

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
