import { can, type Principal, type Resource } from '../access/policy';
import { isSystemRole, type Permission } from '../access/roles';

/**
 * Nobody grants what they do not hold: the system roles the granter does not have themselves
 * (an administrator holds every role) and the permissions the granter may not exercise over the
 * grantee's scope. An empty answer means the grant is allowed. Today only administrators manage
 * users and roles, so this refuses nothing in practice; it keeps holding if that ever widens.
 */
export function grantsNotHeld(
  granter: Principal,
  grant: { roles: readonly string[]; permissions: readonly Permission[]; scope: Resource },
): string[] {
  const isAdmin = granter.roles.includes('admin');
  const roles = grant.roles.filter((role) => isSystemRole(role) && !isAdmin && !granter.roles.includes(role));
  const permissions = grant.permissions.filter((permission) => !can(granter, permission, grant.scope));
  return [...roles, ...permissions];
}
