import type { CurrentUser } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/queries/query-keys';
import { rememberSignedIn } from '../../../lib/session-hint';

export type Credentials = { username: string; password: string };

export function login(credentials: Credentials): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/login', { body: credentials });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      rememberSignedIn(true);
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
