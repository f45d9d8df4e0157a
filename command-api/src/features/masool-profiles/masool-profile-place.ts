import {
  authorize,
  CITY_REQUIRED,
  can,
  MASOOL_PROFILE_USER_NOT_ALLOWED,
  type MasoolProfileFields,
  notFound,
  type Resource,
  ruleBroken,
  ruleBrokenAt,
  ZONE_REQUIRED,
} from '@seerat/contracts';
import type { Actor } from '../../commands/actor';
import type { OrganisationFacts, UserFact } from '../../facts/organisation-facts';
import { referencedCity, referencedZone } from '../../facts/referenced-places';

/** Where a profile serves, for the policy, and the zone a city profile follows. */
export interface ProfilePlace {
  resource: Resource;
  zoneId: number;
}

/**
 * The zone (zone profile) or city (city profile) a stored profile serves in, which must exist (404).
 * `justCreated` is a city this very command created, which the read models may not hold yet.
 */
export async function profilePlace(
  facts: OrganisationFacts,
  fields: Pick<MasoolProfileFields, 'profileType' | 'zoneId' | 'cityId'>,
  justCreated?: { cityId: number; zoneId: number },
): Promise<ProfilePlace> {
  if (fields.profileType === 'zone') {
    if (fields.zoneId === null) throw ruleBroken(ZONE_REQUIRED, { zoneId: ZONE_REQUIRED });
    const zone = await facts.zone(fields.zoneId);
    if (!zone) throw notFound('Zone not found');
    return { resource: zone, zoneId: zone.zoneId };
  }
  if (fields.cityId === null) throw ruleBroken(CITY_REQUIRED, { cityId: CITY_REQUIRED });
  if (justCreated?.cityId === fields.cityId) {
    const { cityId, zoneId } = justCreated;
    return { resource: { kind: 'city', zoneId, cityPath: [cityId] }, zoneId };
  }
  const city = await facts.city(fields.cityId);
  if (!city) throw notFound('City not found');
  return { resource: city, zoneId: city.zoneId };
}

/** `profilePlace`, where the actor must hold `action` on masool profiles. */
export async function authorizedProfilePlace(
  facts: OrganisationFacts,
  actor: Actor,
  fields: Pick<MasoolProfileFields, 'profileType' | 'zoneId' | 'cityId'>,
  action: 'masool_write' | 'masool_delete',
  justCreated?: { cityId: number; zoneId: number },
): Promise<ProfilePlace> {
  const place = await profilePlace(facts, fields, justCreated);
  authorize(actor.principal, action, place.resource);
  return place;
}

/**
 * `authorizedProfilePlace` (masool-write) for the zone or city a request names: one that does not
 * exist and one the caller cannot see are refused alike, 400 at `zoneId` or `cityId`.
 */
export async function namedProfilePlace(
  facts: OrganisationFacts,
  actor: Actor,
  fields: Pick<MasoolProfileFields, 'profileType' | 'zoneId' | 'cityId'>,
  justCreated?: { cityId: number; zoneId: number },
): Promise<ProfilePlace> {
  if (fields.profileType === 'zone') {
    if (fields.zoneId === null) throw ruleBroken(ZONE_REQUIRED, { zoneId: ZONE_REQUIRED });
    const zone = await referencedZone(facts, actor, {
      field: 'zoneId',
      id: fields.zoneId,
      action: 'masool_write',
    });
    return { resource: zone, zoneId: zone.zoneId };
  }
  if (fields.cityId === null) throw ruleBroken(CITY_REQUIRED, { cityId: CITY_REQUIRED });
  if (justCreated?.cityId === fields.cityId)
    return authorizedProfilePlace(facts, actor, fields, 'masool_write', justCreated);
  const city = await referencedCity(facts, actor, {
    field: 'cityId',
    id: fields.cityId,
    action: 'masool_write',
  });
  return { resource: city, zoneId: city.zoneId };
}

/**
 * The user a new profile names must be an active account the actor may write profiles for: one
 * assigned to a zone or city within the actor's masool-write scope, or, for an account without an
 * assignment (an administrator, a markazi role), only an actor who writes organisation-wide.
 * Otherwise a zone masool could attach any account (the administrator's) to a profile in their
 * zone and then write what hangs on that user (their reading list). 400 at `userId`, alike for an
 * unknown, deactivated or out-of-scope account.
 */
export async function checkProfileUser(
  facts: OrganisationFacts,
  actor: Actor,
  userId: number,
): Promise<void> {
  const refused = () => ruleBrokenAt('userId', MASOOL_PROFILE_USER_NOT_ALLOWED);
  const user = await facts.user(userId);
  if (!user?.isActive) throw refused();
  const resource = await userPlace(facts, user);
  if (!resource || !can(actor.principal, 'masool_write', resource)) throw refused();
}

/** Where a user serves, for the policy: their city, else their zone, else the organisation. */
async function userPlace(facts: OrganisationFacts, user: UserFact): Promise<Resource | null> {
  if (user.assignedCityId !== null) return facts.city(user.assignedCityId);
  if (user.assignedZoneId !== null) return facts.zone(user.assignedZoneId);
  return { kind: 'organisation' };
}
