import { type Action, authorize, notFound } from '@seerat/contracts';
import type { Actor } from '../../commands/actor';
import type { CityPlace, OrganisationFacts } from '../../facts/organisation-facts';

/**
 * A report belongs to a city, and the policy on that city decides: karguzari-write to write or
 * submit, `review_karguzari` to review. A stored report's city must exist
 * (404); a city a request names is `referencedCity`'s. The report's zone is its city's.
 */
export async function authorizedReportCity(
  facts: OrganisationFacts,
  actor: Actor,
  cityId: number,
  action: Action = 'karguzari_write',
): Promise<CityPlace> {
  const city = await facts.city(cityId);
  if (!city) throw notFound('City not found');
  authorize(actor.principal, action, city);
  return city;
}
