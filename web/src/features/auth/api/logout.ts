import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rememberSignedIn } from '../../../lib/session-hint';

export function logout(): Promise<void> {
  return apiRequest<void>('POST', '/api/logout', { responseType: 'none' });
}

/** After logout the page reloads, so no screen keeps data of the user who left. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      rememberSignedIn(false);
      window.location.reload();
    },
  });
}
