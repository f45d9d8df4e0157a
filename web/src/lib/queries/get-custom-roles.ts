import type { CustomRole } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { customRolesQueryKey } from './query-keys';

export function getCustomRoles(signal?: AbortSignal): Promise<CustomRole[]> {
  return apiRequest<CustomRole[]>('GET', '/api/admin/custom-roles', { signal });
}

export function customRolesQueryOptions() {
  return queryOptions({ queryKey: customRolesQueryKey, queryFn: ({ signal }) => getCustomRoles(signal) });
}

export function useCustomRoles() {
  return useQuery(customRolesQueryOptions());
}
