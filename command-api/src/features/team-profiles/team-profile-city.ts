import { authorize, can, notFound, ruleBrokenAt, TEAM_PROFILE_MASOOL_NOT_ALLOWED } from '@seerat/contracts';
import type { Actor } from '../../commands/actor';
import type { CityPlace, OrganisationFacts } from '../../facts/organisation-facts';

/**
 * A team profile belongs to a city, and the `team` module of the policy on that city decides:
 * administrators, the zone masool of its zone, the city masool of the city (or a parent city),
 * markazi masools (no deletes), custom roles with team_* there. A stored profile's city must exist
 * (404); a city a request names is `referencedCity`'s (400 at `cityId`).
 */
export async function authorizedTeamCity(
  facts: OrganisationFacts,
  actor: Actor,
  cityId: number,
  action: 'team_write' | 'team_delete',
): Promise<CityPlace> {
  const city = await facts.city(cityId);
  if (!city) throw notFound('City not found');
  authorize(actor.principal, action, city);
  return city;
}

/**
 * The masool profile a team profile reports to must exist and be one the actor may see: else a
 * caller could tie their team to another zone's masool, and learn which ids exist. 400 at
 * `masoolId`, alike for an unknown, deleted or out-of-scope profile.
 */
export async function checkTeamMasool(
  facts: OrganisationFacts,
  actor: Actor,
  masoolId: number,
): Promise<void> {
  const refused = () => ruleBrokenAt('masoolId', TEAM_PROFILE_MASOOL_NOT_ALLOWED);
  const profile = await facts.masoolProfile(masoolId);
  if (!profile) throw refused();
  const place =
    profile.profileType === 'zone'
      ? profile.zoneId === null
        ? null
        : await facts.zone(profile.zoneId)
      : profile.cityId === null
        ? null
        : await facts.city(profile.cityId);
  if (!place || !can(actor.principal, 'masool_read', place)) throw refused();
}
