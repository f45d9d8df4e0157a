import { gatheringStreamName } from '@seerat/contracts';
import { type GatheringState, gatheringDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedGathering } from './existing-gathering';

/** Cancel an event that has not ended, with a reason: events-write on its city. */
export async function cancelGathering(
  deps: CommandDeps,
  actor: Actor,
  input: { gatheringId: number; reason: string; expectedRevision?: bigint },
): Promise<CommandResult<GatheringState>> {
  const streamName = gatheringStreamName(input.gatheringId);
  await authorizedGathering(deps, actor, input.gatheringId);
  return handleCommand({
    store: deps.store,
    streamName,
    decider: gatheringDecider,
    command: { type: 'CancelGathering', reason: input.reason, now: actor.now.toISOString() },
    metadata: metadataOf(actor, input.reason),
    expectedRevision: input.expectedRevision,
  });
}
