import { authorize, cityStreamName, notFound, type SaveCampusChecklistRequest } from '@seerat/contracts';
import { type CampusChecklistState, campusChecklistDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';

/** Saving a city's campus checklist is editing the city: cities-write on that city. */
export async function saveCampusChecklist(
  deps: CommandDeps,
  actor: Actor,
  input: { cityId: number; request: SaveCampusChecklistRequest },
): Promise<CommandResult<CampusChecklistState>> {
  const place = await deps.facts.city(input.cityId);
  if (!place) throw notFound('City not found');
  authorize(actor.principal, 'cities_write', place);
  return handleCommand({
    store: deps.store,
    streamName: cityStreamName(input.cityId),
    decider: campusChecklistDecider,
    command: { type: 'SaveCampusChecklist', ...input.request },
    metadata: metadataOf(actor),
  });
}
