import { type GatheringFields, gatheringStreamName } from '@seerat/contracts';
import { existingGathering, gatheringDecider } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { foldStream } from '../../commands/folded-streams';
import { authorizedGatheringCity } from './gathering-city';

/**
 * A recorded event the user may change: 404 when there is none, 403 unless they hold
 * events-write on its city.
 */
export async function authorizedGathering(
  deps: CommandDeps,
  actor: Actor,
  gatheringId: number,
): Promise<GatheringFields> {
  const { state } = await foldStream(deps.store, gatheringStreamName(gatheringId), gatheringDecider);
  const { fields } = existingGathering(state);
  await authorizedGatheringCity(deps.facts, actor, fields.cityId);
  return fields;
}
