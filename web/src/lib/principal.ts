import { type CurrentUser, can, type Principal, type Resource } from '@seerat/contracts';
import { useCurrentUser } from './queries/get-current-user';

/**
 * The signed-in user as the permission policy sees them, with the permissions of their active
 * custom roles as the server resolved them, so screens hide exactly what the server would refuse.
 */
export function toPrincipal(user: CurrentUser): Principal {
  return {
    id: user.id,
    roles: user.roles,
    assignedZoneId: user.assignedZoneId,
    assignedCityId: user.assignedCityId,
    permissions: user.permissions ?? [],
    organisationWide: user.organisationWide,
  };
}

/** The signed-in user as the policy sees them, for the access hooks of the features. */
export function useCurrentPrincipal(): Principal | null {
  const { data: user } = useCurrentUser();
  return user ? toPrincipal(user) : null;
}

/** The user's own zone, or the whole organisation for a user without one. */
function ownZone(principal: Principal): Resource {
  return principal.assignedZoneId === null
    ? { kind: 'organisation' }
    : { kind: 'zone', zoneId: principal.assignedZoneId };
}

/** Add New City: an administrator, or whoever may write cities in their own zone (a zone masool). */
export function canAddCity(principal: Principal): boolean {
  return can(principal, 'cities_write', ownZone(principal));
}

/** The zone list and the dashboard's zone performance section: administrators and zone masools. */
export function canListZones(principal: Principal): boolean {
  return can(principal, 'zones_read', ownZone(principal));
}

/** Add New Zone, on the zone list, the dashboard, data entry and profiling: administrators. */
export function canCreateZone(principal: Principal | null): boolean {
  return can(principal, 'create_zone');
}

/** The audit tools (the Audit Trail link, any entity's past): whoever holds `audit_trail`. */
export function canUseAuditTrail(principal: Principal | null): boolean {
  return can(principal, 'audit_trail');
}

/** Shown where the Add Zone form would be to everyone the policy refuses `create_zone`. */
export const ONLY_ADMINS_CREATE_ZONES = 'Only administrators can create new zones';

/** The Admin Panel: whoever may manage users, as the server decides it (administrators). */
export function canManageUsers(principal: Principal): boolean {
  return can(principal, 'manage_users');
}
