import type { CustomRole, Permission } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKey } from '../../../lib/queries/query-keys';

export type CustomRoleChange = {
  roleId: number;
  /** The version the edit started from: the server refuses it if the role changed since. */
  version: number;
  description?: string;
  permissions?: Permission[];
  isActive?: boolean;
};

export function updateCustomRole({ roleId, version, ...change }: CustomRoleChange): Promise<CustomRole> {
  return apiRequest<CustomRole>('PUT', `/api/admin/custom-roles/${roleId}`, {
    body: change,
    headers: { 'If-Match': String(version) },
  });
}

/** Users' roles are shown beside the custom roles, so both lists refresh. */
export function useUpdateCustomRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
