import type { CityPlace } from '@seerat/access';
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
import { type FoldedStream, foldStream } from '../../commands/folded-streams';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { referencedZone } from '../../facts/referenced-places';
import { assertCatalogueEntriesExist, authorizeParent, findParentCity, newlySelected } from './city-facts';

export const CITY_NOT_FOUND = 'City not found';

/** What a city's update reads first: the city's place and its fold. */
export type CityToUpdate = Promise<[CityPlace | null, FoldedStream<CityState>]>;

/**
 * The place and the fold side by side (one round trip: the place's look at the city's stream and
 * the fold's are one query). Unlike `existing-<entity>.ts`, the update authorises by the place
 * before looking at the fold: a city the user may not see answers 404 exactly as one that does
 * not exist (the existence oracle); the fold is unused on a refusal.
 */
export function readCityToUpdate(deps: CommandDeps, cityId: number): CityToUpdate {
  return Promise.all([deps.facts.city(cityId), foldStream(deps.store, cityStreamName(cityId), cityDecider)]);
}

/**
 * Editing a city needs cities-write on the city, and on the target zone when the city moves; a
 * newly named parent needs it too. `expectedRevision` (from `If-Match`) refuses overwriting a
 * change the editor has not seen.
 */
export async function updateCity(
  deps: CommandDeps,
  actor: Actor,
  input: {
    cityId: number;
    request: UpdateCityRequest;
    expectedRevision?: bigint;
    /** Waits for the session's own earlier writes (see `WAITS_WHERE_IT_READS`). */
    ownWritesSeen: () => Promise<void>;
    /** `readCityToUpdate`, when begun before (after the request arrived, beside its session's check). */
    begun?: CityToUpdate;
  },
): Promise<CommandResult<CityState>> {
  const { cityId, request } = input;
  const [place, folded] = await (input.begun ?? readCityToUpdate(deps, cityId));
  if (!place) throw notFound(CITY_NOT_FOUND);
  authorize(actor.principal, 'cities_write', place);

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
  // The city and its parent's places are checked against their streams; the catalogue and the
  // count of sub-cities are not, so one's own earlier writes are waited for before they are read.
  const selections = {
    seeratModels: newlySelected(request.seeratModels, current.seeratModels),
    libraryBooks: newlySelected(request.libraryBooks, current.libraryBooks),
  };
  if (selections.seeratModels.length + selections.libraryBooks.length > 0) await input.ownWritesSeen();
  await assertCatalogueEntriesExist(deps.facts, selections);
  const moves = fields.zoneId !== current.fields.zoneId;
  if (moves) await input.ownWritesSeen();

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
      subCityCount: moves ? await deps.facts.subCityCount(cityId) : null,
      mayChangeStatus: can(actor.principal, 'change_city_status'),
    },
    metadata: metadataOf(actor, request.changeReason),
    expectedRevision: input.expectedRevision,
    folded,
  });
}
