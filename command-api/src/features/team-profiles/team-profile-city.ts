import { authorize, notFound } from '@seerat/contracts';
import type { Actor } from '../../commands/actor';
import type { CityPlace, OrganisationFacts } from '../../facts/organisation-facts';

export const TEAM_WRITE = { module: 'team', level: 'write' } as const;
export const TEAM_DELETE = { module: 'team', level: 'delete' } as const;

/**
 * A team profile belongs to a city, and the `team` module of the policy on that city decides:
 * administrators, the zone masool of its zone, the city masool of the city (or a parent city),
 * markazi masools (no deletes), custom roles with team_* there. The city must exist (404).
 */
export async function authorizedTeamCity(
  facts: OrganisationFacts,
  actor: Actor,
  cityId: number,
  action: typeof TEAM_WRITE | typeof TEAM_DELETE,
): Promise<CityPlace> {
  const city = await facts.city(cityId);
  if (!city) throw notFound('City not found');
  authorize(actor.principal, action, city);
  return city;
}
