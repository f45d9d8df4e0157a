import type { AdminUser } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { adminUsersQueryKey } from './query-keys';

export function getAdminUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return apiRequest<AdminUser[]>('GET', '/api/admin/users', { signal });
}

export function adminUsersQueryOptions() {
  return queryOptions({ queryKey: adminUsersQueryKey, queryFn: ({ signal }) => getAdminUsers(signal) });
}

export function useAdminUsers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUsersQueryOptions(), enabled: options.enabled ?? true });
}
