import {
  authorize,
  CITY_FIELDS,
  can,
  cityStreamName,
  notFound,
  presentFields,
  type UpdateCityRequest,
} from '@seerat/contracts';
import { type CityState, cityDecider, mergeCityFields } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { foldStream } from '../../commands/folded-streams';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { referencedZone } from '../../facts/referenced-places';
import { assertCatalogueEntriesExist, authorizeParent, findParentCity, newlySelected } from './city-facts';

export const CITY_NOT_FOUND = 'City not found';

/**
 * Editing a city needs cities-write on the city, and on the target zone when the city moves; a
 * newly named parent needs it too. `expectedRevision` (from `If-Match`) refuses overwriting a
 * change the editor has not seen.
 */
export async function updateCity(
  deps: CommandDeps,
  actor: Actor,
  input: { cityId: number; request: UpdateCityRequest; expectedRevision?: bigint },
): Promise<CommandResult<CityState>> {
  const { cityId, request } = input;
  // Unlike `existing-<entity>.ts`, authorise by the place read model before folding: a city the
  // user may not see answers 404 exactly as one that does not exist (the existence oracle).
  const place = await deps.facts.city(cityId);
  if (!place) throw notFound(CITY_NOT_FOUND);
  authorize(actor.principal, 'cities_write', place);

  const folded = await foldStream(deps.store, cityStreamName(cityId), cityDecider);
  const current = folded.state;
  if (!current.fields) throw notFound(CITY_NOT_FOUND);
  const patch = presentFields(request, CITY_FIELDS);
  const fields = mergeCityFields(current.fields, patch);
  if (fields.zoneId !== current.fields.zoneId) {
    await referencedZone(deps.facts, actor, { field: 'zoneId', id: fields.zoneId, action: 'cities_write' });
  }
  const parentNamed = fields.parentCityId !== current.fields.parentCityId;
  const parent = await findParentCity(deps.facts, fields.parentCityId, parentNamed ? actor : null);
  if (parentNamed) authorizeParent(actor, parent, fields.zoneId);
  await assertCatalogueEntriesExist(deps.facts, {
    seeratModels: newlySelected(request.seeratModels, current.seeratModels),
    libraryBooks: newlySelected(request.libraryBooks, current.libraryBooks),
  });

  return handleCommand({
    store: deps.store,
    streamName: cityStreamName(cityId),
    decider: cityDecider,
    command: {
      type: 'UpdateCity',
      patch,
      seeratModels: request.seeratModels,
      libraryBooks: request.libraryBooks,
      parent,
      subCityCount: await deps.facts.subCityCount(cityId),
      mayChangeStatus: can(actor.principal, 'change_city_status'),
    },
    metadata: metadataOf(actor, request.changeReason),
    expectedRevision: input.expectedRevision,
    folded,
  });
}
