import { authorize, userStreamName } from '@seerat/contracts';
import { type UserState, userDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import type { LoginThrottle } from '../auth/login-throttle';

/**
 * An administrator lifts an account's sign-in lock-out (after a guessing attack from many
 * addresses). The act is an event in the user's stream, so the audit trail shows who lifted it and
 * when; the throttle's failures of the account are then forgotten.
 */
export async function liftSignInLockout(
  deps: CommandDeps & { throttle: LoginThrottle },
  actor: Actor,
  input: { userId: number },
): Promise<CommandResult<UserState>> {
  authorize(actor.principal, 'manage_users');
  const result = await handleCommand({
    store: deps.store,
    streamName: userStreamName(input.userId),
    decider: userDecider,
    command: { type: 'LiftSignInLockout' },
    metadata: metadataOf(actor),
  });
  await deps.throttle.clearAccount(result.state.username!);
  return result;
}
