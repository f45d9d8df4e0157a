import {
  authorize,
  type MeetingFields,
  notFound,
  REQUIRED_FIELDS_MESSAGE,
  type Resource,
  ruleBrokenAt,
} from '@seerat/contracts';
import type { Actor } from '../../commands/actor';
import type { OrganisationFacts } from '../../facts/organisation-facts';
import { referencedCity, referencedZone, seenCity } from '../../facts/referenced-places';

/** Where a meeting sits, as the policy and the scope rules need it. */
export interface MeetingPlace {
  resource: Resource;
  /** The meeting's zone: a city meeting's is its city's. */
  zoneId: number;
  /** The zone of the city the meeting names, `null` when it names none. */
  cityZoneId: number | null;
}

/**
 * The city or zone a recorded meeting names must exist (404), and the user must hold
 * meetings-write there: on the city for a city meeting (its masool, the zone's masool, …), on the
 * zone for a zone meeting (so a city masool records only their city's meetings).
 */
export async function authorizedMeetingPlace(
  facts: OrganisationFacts,
  actor: Actor,
  place: Pick<MeetingFields, 'scope' | 'cityId'> & { zoneId: number | null },
): Promise<MeetingPlace> {
  const city = place.cityId === null ? null : await facts.city(place.cityId);
  if (place.cityId !== null && !city) throw notFound('City not found');
  if (place.scope === 'city' && city) {
    authorize(actor.principal, 'meetings_write', city);
    return { resource: city, zoneId: city.zoneId, cityZoneId: city.zoneId };
  }
  const zone = place.zoneId === null ? null : await facts.zone(place.zoneId);
  if (!zone) throw notFound('Zone not found');
  authorize(actor.principal, 'meetings_write', zone);
  return { resource: zone, zoneId: zone.zoneId, cityZoneId: city?.zoneId ?? null };
}

/**
 * `authorizedMeetingPlace` for the place a request names: a city or zone that does not exist and
 * one the caller cannot see are refused alike, 400 at `cityId` or `zoneId` (never 404 for one and
 * 403 for the other, which would tell which ids exist). A city meeting's zone is its city's, so
 * its `zoneId` names nothing.
 */
export async function namedMeetingPlace(
  facts: OrganisationFacts,
  actor: Actor,
  place: Pick<MeetingFields, 'scope' | 'cityId'> & { zoneId: number | null },
): Promise<MeetingPlace> {
  const named = (field: string, id: number) => ({ field, id, action: 'meetings_write' as const });
  if (place.scope === 'city' && place.cityId !== null) {
    const city = await referencedCity(facts, actor, named('cityId', place.cityId));
    return { resource: city, zoneId: city.zoneId, cityZoneId: city.zoneId };
  }
  const city = place.cityId === null ? null : await seenCity(facts, actor, named('cityId', place.cityId));
  if (place.zoneId === null) throw ruleBrokenAt('zoneId', REQUIRED_FIELDS_MESSAGE);
  const zone = await referencedZone(facts, actor, named('zoneId', place.zoneId));
  return { resource: zone, zoneId: zone.zoneId, cityZoneId: city?.zoneId ?? null };
}
