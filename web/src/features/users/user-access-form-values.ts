import { isSystemRole } from '@seerat/contracts';

/** A user's roles and assignment as the Add User and Edit User dialogs hold them. */
export type UserAccess = {
  roles: string[];
  /** The select's value: an id, or '' for none. */
  zoneId: string;
  cityId: string;
  organisationWide: boolean;
};

/**
 * Which pickers the roles use (spec section 5): the zone picker for a zone masool, the city picker
 * for a city masool, both (optional) for a custom role.
 */
export function pickersFor(roles: string[]) {
  const hasCustomRole = roles.some((role) => !isSystemRole(role));
  return {
    hasCustomRole,
    zone: roles.includes('zone_masool') || hasCustomRole,
    city: roles.includes('city_masool') || hasCustomRole,
  };
}

/** Organisation-wide is for a custom-role holder without a zone or city (the server's rule too). */
export function mayBeOrganisationWide(value: UserAccess): boolean {
  return pickersFor(value.roles).hasCustomRole && value.zoneId === '' && value.cityId === '';
}

/**
 * The request fields of the dialog's values: a picker that is not shown sends no assignment, and
 * organisation-wide is sent only where the switch is offered.
 */
export function accessRequest(value: UserAccess) {
  const pickers = pickersFor(value.roles);
  return {
    roles: value.roles,
    assignedZoneId: pickers.zone && value.zoneId !== '' ? Number(value.zoneId) : null,
    assignedCityId: pickers.city && value.cityId !== '' ? Number(value.cityId) : null,
    organisationWide: value.organisationWide && mayBeOrganisationWide(value),
  };
}
