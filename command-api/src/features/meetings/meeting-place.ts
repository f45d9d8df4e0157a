import { authorize, type MeetingFields, notFound, type Resource } from '@seerat/contracts';
import type { Actor } from '../../commands/actor';
import type { OrganisationFacts } from '../../facts/organisation-facts';

/** Where a meeting sits, as the policy and the scope rules need it. */
export interface MeetingPlace {
  resource: Resource;
  /** The meeting's zone: a city meeting's is its city's. */
  zoneId: number;
  /** The zone of the city the meeting names, `null` when it names none. */
  cityZoneId: number | null;
}

/**
 * The meeting's city or zone must exist (404), and the user must hold meetings-write there: on
 * the city for a city meeting (its masool, the zone's masool, …), on the zone for a zone meeting
 * (so a city masool records only their city's meetings).
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
