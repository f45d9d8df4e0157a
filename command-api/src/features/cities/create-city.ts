import { type CreateCityRequest, can, cityStreamName } from '@seerat/contracts';
import { type CityState, cityDecider, mergeCityFields } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { referencedZone } from '../../facts/referenced-places';
import { assertCatalogueEntriesExist, authorizeParent, findParentCity } from './city-facts';

/**
 * Adding a city needs cities-write on its zone (administrator, that zone's masool, a markazi
 * masool), and on the parent city it names. Only an administrator sets a status other than active.
 * A zone or parent the caller cannot see is refused like one that does not exist (400 at its field).
 */
export async function createCity(
  deps: CommandDeps,
  actor: Actor,
  request: CreateCityRequest,
): Promise<CommandResult<CityState>> {
  await referencedZone(deps.facts, actor, { field: 'zoneId', id: request.zoneId, action: 'cities_write' });
  const { seeratModels = [], libraryBooks = [], ...fields } = request;
  const parent = await findParentCity(deps.facts, mergeCityFields(null, fields).parentCityId, actor);
  authorizeParent(actor, parent, fields.zoneId);
  await assertCatalogueEntriesExist(deps.facts, { seeratModels, libraryBooks });
  const cityId = await deps.ids.next('city');
  return handleCommand({
    store: deps.store,
    streamName: cityStreamName(cityId),
    decider: cityDecider,
    command: {
      type: 'CreateCity',
      cityId,
      fields,
      seeratModels,
      libraryBooks,
      parent,
      mayChangeStatus: can(actor.principal, 'change_city_status'),
    },
    metadata: metadataOf(actor),
  });
}
