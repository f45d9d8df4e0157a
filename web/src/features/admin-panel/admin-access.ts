import { canManageUsers, useCurrentPrincipal } from '../../lib/principal';

/** The Admin Panel: whoever may manage users, as the server decides it (administrators). */
export function useMayManageUsers(): boolean {
  const principal = useCurrentPrincipal();
  return principal !== null && canManageUsers(principal);
}
