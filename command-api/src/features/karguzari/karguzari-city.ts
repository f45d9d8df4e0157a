import { type Action, authorize, karguzariStreamName, notFound } from '@seerat/contracts';
import { existingKarguzariReport, type KarguzariState, karguzariDecider } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { foldStream } from '../../commands/folded-streams';
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

/** A report that exists (404 otherwise), if the user may do `action` in its city. */
export async function authorizedReport(
  deps: CommandDeps,
  actor: Actor,
  reportId: number,
  action: Action = 'karguzari_write',
): Promise<KarguzariState> {
  const { state } = await foldStream(deps.store, karguzariStreamName(reportId), karguzariDecider);
  await authorizedReportCity(deps.facts, actor, existingKarguzariReport(state).fields.cityId, action);
  return state;
}
