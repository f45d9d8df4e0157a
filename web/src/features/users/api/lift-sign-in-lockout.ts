import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Forgets the user's failed sign-ins from every address: the way back in after a guessing attack
 * locked the account everywhere. Nothing a screen shows changes, so no query is invalidated.
 */
export function liftSignInLockout(userId: number): Promise<{ message: string }> {
  return apiRequest('DELETE', `/api/admin/users/${userId}/sign-in-lockout`);
}

export function useLiftSignInLockout() {
  return useMutation({ mutationFn: liftSignInLockout });
}
