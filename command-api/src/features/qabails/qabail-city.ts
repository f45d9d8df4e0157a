import { authorize, notFound } from '@seerat/contracts';
import type { Actor } from '../../commands/actor';
import type { CityPlace, OrganisationFacts } from '../../facts/organisation-facts';

/**
 * A qabail belongs to a city, and the `qabails` module of the policy on that city decides. The
 * city must exist (404); the qabail takes its name from it.
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
