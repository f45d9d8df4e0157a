import { authorize, notFound } from '@seerat/contracts';
import type { Actor } from '../../commands/actor';
import type { CityPlace, OrganisationFacts } from '../../facts/organisation-facts';

/**
 * A qabail belongs to a city, and the `qabails` module of the policy on that city decides. The
 * stored qabail's city must exist (404); a city a request names is `referencedCity`'s (400 at
 * `cityId`). The qabail takes its name from its city.
 */
export async function authorizedQabailCity(
  facts: OrganisationFacts,
  actor: Actor,
  cityId: number,
  action: 'qabails_write' | 'qabails_delete',
): Promise<CityPlace> {
  const city = await facts.city(cityId);
  if (!city) throw notFound('City not found');
  authorize(actor.principal, action, city);
  return city;
}
