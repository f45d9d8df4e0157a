import type { GatheringState } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { type ReviewInput, reviewGathering } from './review-gathering';

/** Approve a pending event, with an optional comment. */
export function approveGathering(
  deps: CommandDeps,
  actor: Actor,
  input: ReviewInput & { comment: string | null },
): Promise<CommandResult<GatheringState>> {
  return reviewGathering(deps, actor, input, (reviewer) => ({
    type: 'ApproveGathering',
    reviewer,
    comment: input.comment,
  }));
}
