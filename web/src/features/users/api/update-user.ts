import type { AdminUser } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUsersQueryKey } from '../../../lib/queries/query-keys';

export type UserChange = {
  userId: number;
  roles: string[];
  assignedZoneId: number | null;
  assignedCityId: number | null;
  organisationWide: boolean;
};

export function updateUser({ userId, ...change }: UserChange): Promise<AdminUser> {
  return apiRequest<AdminUser>('PUT', `/api/admin/users/${userId}`, { body: change });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
