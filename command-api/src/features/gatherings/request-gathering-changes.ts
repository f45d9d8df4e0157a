import type { GatheringState } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { type ReviewInput, reviewGathering } from './review-gathering';

/** Send a pending event back to draft with the reviewer's feedback (required). */
export function requestGatheringChanges(
  deps: CommandDeps,
  actor: Actor,
  input: ReviewInput & { feedback: string },
): Promise<CommandResult<GatheringState>> {
  return reviewGathering(deps, actor, { ...input, comment: input.feedback }, (reviewer) => ({
    type: 'RequestGatheringChanges',
    reviewer,
    feedback: input.feedback,
  }));
}
