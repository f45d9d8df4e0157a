import { type GatheringOutcome, gatheringStreamName } from '@seerat/contracts';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { foldStream } from '../../commands/folded-streams';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedGatheringCity } from './gathering-city';
import { existing, type GatheringState, gatheringDecider } from './gathering-decider';

/**
 * Record (or correct) what happened at an approved event once its end has passed: events-write on
 * its city.
 */
export async function recordGatheringOutcome(
  deps: CommandDeps,
  actor: Actor,
  input: { gatheringId: number; outcome: GatheringOutcome; expectedRevision?: bigint },
): Promise<CommandResult<GatheringState>> {
  const streamName = gatheringStreamName(input.gatheringId);
  const current = existing((await foldStream(deps.store, streamName, gatheringDecider)).state).fields;
  await authorizedGatheringCity(deps.facts, actor, current.cityId);
  return handleCommand({
    store: deps.store,
    streamName,
    decider: gatheringDecider,
    command: { type: 'RecordGatheringOutcome', outcome: input.outcome, now: actor.now.toISOString() },
    metadata: metadataOf(actor),
    expectedRevision: input.expectedRevision,
  });
}
