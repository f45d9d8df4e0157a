import {
  authorize,
  CITY_NOT_ALLOWED,
  can,
  PERMISSION_LEVELS,
  type Permission,
  type PermissionModule,
  type Principal,
  permissionParts,
  type Resource,
  ruleBrokenAt,
  ZONE_NOT_ALLOWED,
} from '@seerat/contracts';
import type { Actor } from '../commands/actor';
import type { CityPlace, OrganisationFacts, ZonePlace } from './organisation-facts';

/**
 * A zone or city named by an id in a command body (`zoneId`, `cityId`, …), where the command does
 * `action`. An id that does not exist and one of a place the caller cannot see get the same answer,
 * 400 at the field: were the first a 404 and the second a 403, any caller could learn which ids
 * exist in other zones by sending commands. A place the caller sees but may not act on is refused
 * by `authorize` (403), which tells them nothing they could not read. Ids in the path keep their
 * own rule (existence-oracle.int.spec.ts); places a stored entity already names are looked up as
 * before.
 */
export interface Reference {
  field: string;
  id: number;
  action: Permission;
}

export async function referencedZone(
  facts: OrganisationFacts,
  actor: Actor,
  at: Reference,
): Promise<ZonePlace> {
  const zone = await seenZone(facts, actor, at);
  authorize(actor.principal, at.action, zone);
  return zone;
}

export async function referencedCity(
  facts: OrganisationFacts,
  actor: Actor,
  at: Reference,
): Promise<CityPlace> {
  const city = await seenCity(facts, actor, at);
  authorize(actor.principal, at.action, city);
  return city;
}

/** The zone, if the caller sees it; the command decides what they may do there. */
export async function seenZone(facts: OrganisationFacts, actor: Actor, at: Reference): Promise<ZonePlace> {
  const zone = await facts.zone(at.id);
  if (!zone || !seesPlace(actor.principal, permissionParts(at.action).module, zone))
    throw ruleBrokenAt(at.field, ZONE_NOT_ALLOWED);
  return zone;
}

/** The city, if the caller sees it; the command decides what they may do there. */
export async function seenCity(facts: OrganisationFacts, actor: Actor, at: Reference): Promise<CityPlace> {
  const city = await facts.city(at.id);
  if (!city || !seesPlace(actor.principal, permissionParts(at.action).module, city))
    throw ruleBrokenAt(at.field, CITY_NOT_ALLOWED);
  return city;
}

/**
 * Whether the caller may know the place exists: they read such places there (zones, cities), or
 * hold any permission of the command's module there.
 */
export function seesPlace(principal: Principal, module: PermissionModule, place: Resource): boolean {
  const kind = place.kind === 'zone' ? 'zones' : 'cities';
  return (
    can(principal, `${kind}_read`, place) ||
    PERMISSION_LEVELS.some((level) => can(principal, `${module}_${level}`, place))
  );
}
