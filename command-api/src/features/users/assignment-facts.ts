import type { CustomRoleFact, OrganisationFacts } from '../../facts/organisation-facts';

/**
 * What the rules of a user's roles and assignment are checked against: the custom roles, and the
 * zones and cities named (a command waits for its session's own earlier writes, so a role or city
 * the same administrator just created is there).
 */
export interface AssignmentFacts {
  /** Every custom role that exists, by its name in lower case. */
  customRoles: Map<string, CustomRoleFact>;
  zones: Set<number>;
  /** Where each city sits: the grant check needs the city's path. */
  cities: Map<number, { zoneId: number; path: number[] }>;
}

/** The facts for one request: every custom role, and the zone and city it names. */
export async function loadAssignmentFacts(
  facts: OrganisationFacts,
  named: { zoneId: number | null; cityId: number | null },
): Promise<AssignmentFacts> {
  const [customRoles, zone, city] = await Promise.all([
    facts.customRoles(),
    named.zoneId === null ? null : facts.zone(named.zoneId),
    named.cityId === null ? null : facts.city(named.cityId),
  ]);
  return {
    customRoles,
    zones: new Set(zone ? [zone.zoneId] : []),
    cities: new Map(city ? [[city.cityId, { zoneId: city.zoneId, path: city.cityPath }]] : []),
  };
}
