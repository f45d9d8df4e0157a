import {
  grantsNotHeld,
  isSystemRole,
  notAllowed,
  type Permission,
  type Principal,
  type Resource,
  ruleBrokenAt,
} from '@seerat/contracts';
import type { Assignment } from '@seerat/domain';
import type { AssignmentFacts } from './assignment-facts';

export const ASSIGNED_ZONE_NOT_FOUND = 'Assigned zone not found';
export const ASSIGNED_CITY_NOT_FOUND = 'Assigned city not found';

/**
 * The rules of Add User, Edit User and every row of a bulk upload, before anything is written:
 * - each role is a system role or the name of an active custom role (in any case; it is kept as
 *   the role is named). A role the user already holds may stay even if it is no longer active or
 *   no longer exists: the record keeps it, and only active roles grant anything;
 * - an assigned zone or city exists (one the user is assigned already may stay as it is);
 * - the granter holds every system role and permission granted, over the grantee's scope.
 * The decider then checks what needs no lookup (a zone masool needs a zone, …).
 */
export function checkAssignment(
  facts: AssignmentFacts,
  requested: Assignment,
  context: { held?: Assignment; granter: Principal },
): Assignment {
  const held = context.held ?? { roles: [], assignedZoneId: null, assignedCityId: null };
  const roles = [...new Set(requested.roles.map((role) => canonicalRole(facts, role, held.roles)))];
  const { assignedZoneId, assignedCityId } = requested;
  if (assignedZoneId !== null && assignedZoneId !== held.assignedZoneId && !facts.zones.has(assignedZoneId)) {
    throw ruleBrokenAt('assignedZoneId', ASSIGNED_ZONE_NOT_FOUND);
  }
  if (
    assignedCityId !== null &&
    assignedCityId !== held.assignedCityId &&
    !facts.cities.has(assignedCityId)
  ) {
    throw ruleBrokenAt('assignedCityId', ASSIGNED_CITY_NOT_FOUND);
  }
  const missing = grantsNotHeld(context.granter, {
    roles,
    permissions: grantedPermissions(facts, roles),
    scope: scopeOf(facts, assignedZoneId, assignedCityId),
  });
  if (missing.length > 0) {
    throw notAllowed(`You cannot grant what you do not hold: ${missing.join(', ')}`);
  }
  return { roles, assignedZoneId, assignedCityId };
}

function canonicalRole(facts: AssignmentFacts, role: string, held: readonly string[]): string {
  if (held.includes(role)) return role;
  const lower = role.toLowerCase();
  if (isSystemRole(lower)) return lower;
  const custom = facts.customRoles.get(lower);
  if (!custom) throw ruleBrokenAt('roles', `Unknown role: ${role}`);
  if (held.includes(custom.name)) return custom.name;
  if (!custom.isActive) throw ruleBrokenAt('roles', `Role is not active: ${custom.name}`);
  return custom.name;
}

function grantedPermissions(facts: AssignmentFacts, roles: string[]): Permission[] {
  return roles.flatMap((role) => {
    const custom = facts.customRoles.get(role.toLowerCase());
    return custom?.isActive ? custom.permissions : [];
  });
}

/** Where the grantee's custom-role permissions will apply: their city, else their zone. */
function scopeOf(facts: AssignmentFacts, zoneId: number | null, cityId: number | null): Resource {
  const city = cityId === null ? undefined : facts.cities.get(cityId);
  if (city) return { kind: 'city', zoneId: city.zoneId, cityPath: city.path };
  if (zoneId !== null) return { kind: 'zone', zoneId };
  return { kind: 'organisation' };
}
