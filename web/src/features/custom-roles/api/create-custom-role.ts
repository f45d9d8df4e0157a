import type { CustomRole, Permission } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customRolesQueryKey } from '../../../lib/queries/query-keys';

export type NewCustomRole = {
  name: string;
  description: string;
  permissions: Permission[];
  isActive: boolean;
};

export function createCustomRole(role: NewCustomRole): Promise<CustomRole> {
  return apiRequest<CustomRole>('POST', '/api/admin/custom-roles', { body: role });
}

export function useCreateCustomRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customRolesQueryKey }),
  });
}
