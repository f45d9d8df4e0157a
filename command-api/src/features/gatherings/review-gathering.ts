import { authorize, gatheringStreamName } from '@seerat/contracts';
import { type GatheringCommand, type GatheringState, gatheringDecider, type Reviewer } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';

export interface ReviewInput {
  gatheringId: number;
  expectedRevision?: bigint;
}

/**
 * What approving, rejecting, sending back and reopening share: the `review_events` action of the
 * policy (administrators), the fact whether another reviewer exists, and the comment as the
 * events' change reason.
 */
export async function reviewGathering(
  deps: CommandDeps,
  actor: Actor,
  input: ReviewInput & { comment: string | null },
  command: (reviewer: Reviewer) => GatheringCommand,
): Promise<CommandResult<GatheringState>> {
  authorize(actor.principal, 'review_events');
  const reviewer = {
    userId: actor.userId,
    otherReviewerExists: await deps.facts.otherReviewerExists(actor.userId),
  };
  return handleCommand({
    store: deps.store,
    streamName: gatheringStreamName(input.gatheringId),
    decider: gatheringDecider,
    command: command(reviewer),
    metadata: metadataOf(actor, input.comment),
    expectedRevision: input.expectedRevision,
  });
}
