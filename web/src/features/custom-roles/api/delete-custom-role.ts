import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKey } from '../../../lib/queries/query-keys';

export function deleteCustomRole(roleId: number): Promise<{ message: string }> {
  return apiRequest('DELETE', `/api/admin/custom-roles/${roleId}`);
}

export function useDeleteCustomRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
