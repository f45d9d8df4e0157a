import { authorize, ruleBrokenAt, userStreamName } from '@seerat/contracts';
import { type UserState, userDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';

/** Deactivating signs nobody in any more; an administrator cannot lock themselves out. */
export async function deactivateUser(
  deps: CommandDeps,
  actor: Actor,
  input: { userId: number },
): Promise<CommandResult<UserState>> {
  authorize(actor.principal, 'manage_users');
  // An administrator who deactivated themselves could lock the organisation out of its portal.
  if (input.userId === actor.userId) throw ruleBrokenAt('userId', 'You cannot deactivate your own account');
  return handleCommand({
    store: deps.store,
    streamName: userStreamName(input.userId),
    decider: userDecider,
    command: { type: 'DeactivateUser' },
    metadata: metadataOf(actor),
  });
}
