import { authorize, type GatheringFields, notFound } from '@seerat/contracts';
import type { Actor } from '../../commands/actor';
import type { CityPlace, OrganisationFacts } from '../../facts/organisation-facts';
import { referencedCity } from '../../facts/referenced-places';

/**
 * An event belongs to a city, and the `events` module of the policy on that city decides who may
 * create, edit, submit, cancel it or record its outcome. A stored event's city must exist
 * (404); a city a request names is `referencedCity`'s (400 at `cityId`).
 */
export async function authorizedGatheringCity(
  facts: OrganisationFacts,
  actor: Actor,
  cityId: number,
): Promise<CityPlace> {
  const city = await facts.city(cityId);
  if (!city) throw notFound('City not found');
  authorize(actor.principal, 'events_write', city);
  return city;
}

/**
 * The fields a request sets, with `zoneId` taken from the city (never from the body) when the
 * city is named or changes; the user must be allowed on the new city too (a city they cannot see
 * is refused at `cityId` like one that does not exist). The duration is the
 * decider's to compute.
 */
export async function gatheringPatch(
  facts: OrganisationFacts,
  actor: Actor,
  current: GatheringFields,
  sent: Partial<Omit<GatheringFields, 'zoneId' | 'durationHours'>>,
): Promise<Partial<GatheringFields>> {
  const patch: Partial<GatheringFields> = { ...sent };
  if (sent.cityId !== undefined && sent.cityId !== current.cityId) {
    patch.zoneId = (
      await referencedCity(facts, actor, { field: 'cityId', id: sent.cityId, action: 'events_write' })
    ).zoneId;
  }
  return patch;
}
