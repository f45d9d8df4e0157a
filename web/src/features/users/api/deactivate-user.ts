import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUsersQueryKey } from '../../../lib/queries/query-keys';

/** Deactivating signs the user out everywhere at once; the record stays, shown as Deactivated. */
export function deactivateUser(userId: number): Promise<{ message: string }> {
  return apiRequest('DELETE', `/api/admin/users/${userId}`);
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
