import { type GatheringOutcome, gatheringStreamName } from '@seerat/contracts';
import { type GatheringState, gatheringDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedGathering } from './existing-gathering';

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
  await authorizedGathering(deps, actor, input.gatheringId);
  return handleCommand({
    store: deps.store,
    streamName,
    decider: gatheringDecider,
    command: { type: 'RecordGatheringOutcome', outcome: input.outcome, now: actor.now.toISOString() },
    metadata: metadataOf(actor),
    expectedRevision: input.expectedRevision,
  });
}
