import type { GatheringState } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { type GatheringEdit, updateGathering } from './update-gathering';

/**
 * Submit for Approval of an existing draft or rejected event, with whatever form fields the
 * request carries saved first: events-write on its city.
 */
export function submitGathering(
  deps: CommandDeps,
  actor: Actor,
  input: GatheringEdit,
): Promise<CommandResult<GatheringState>> {
  return updateGathering(deps, actor, input, true);
}
