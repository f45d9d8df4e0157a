import { grantsNotHeld, notAllowed, type Permission, type Principal } from '@seerat/contracts';

/** A role's permissions are a grant: an administrator holds them all, nobody else may create them. */
export function assertHeld(granter: Principal, permissions: Permission[]): void {
  const missing = grantsNotHeld(granter, { roles: [], permissions, scope: { kind: 'organisation' } });
  if (missing.length > 0) throw notAllowed(`You cannot grant what you do not hold: ${missing.join(', ')}`);
}
