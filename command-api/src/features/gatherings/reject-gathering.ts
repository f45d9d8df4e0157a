import type { GatheringState } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { type ReviewInput, reviewGathering } from './review-gathering';

/** Reject a pending event; the reason is required (the request schema checks it is not blank). */
export function rejectGathering(
  deps: CommandDeps,
  actor: Actor,
  input: ReviewInput & { reason: string },
): Promise<CommandResult<GatheringState>> {
  return reviewGathering(deps, actor, { ...input, comment: input.reason }, (reviewer) => ({
    type: 'RejectGathering',
    reviewer,
    reason: input.reason,
  }));
}
