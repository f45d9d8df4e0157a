import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return apiRequest<unknown>('PUT', '/api/user/change-password', { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
