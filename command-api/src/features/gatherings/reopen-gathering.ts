import type { GatheringState } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { type ReviewInput, reviewGathering } from './review-gathering';

/**
 * Reopen an approved event back to draft, with a reason: a review decision, so administrators
 * only (the same `review_events` action). The trail keeps the approval and the reopening.
 */
export function reopenGathering(
  deps: CommandDeps,
  actor: Actor,
  input: ReviewInput & { reason: string },
): Promise<CommandResult<GatheringState>> {
  return reviewGathering(deps, actor, { ...input, comment: input.reason }, () => ({
    type: 'ReopenGathering',
    reason: input.reason,
  }));
}
