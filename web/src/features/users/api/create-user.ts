import type { AdminUser } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUsersQueryKey } from '../../../lib/queries/query-keys';

export type NewUser = {
  username: string;
  password: string;
  roles: string[];
  assignedZoneId: number | null;
  assignedCityId: number | null;
};

export function createUser(user: NewUser): Promise<AdminUser> {
  return apiRequest<AdminUser>('POST', '/api/admin/users', { body: user });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
