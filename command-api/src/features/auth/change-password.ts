import { type ChangePasswordRequest, ruleBrokenAt, userStreamName } from '@seerat/contracts';
import { type UserState, userDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { hashPassword, verifyPassword } from '../users/password-hashing';
import { checkNewPassword } from '../users/password-rules';
import { loadUser } from '../users/user-accounts';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/** The signed-in user's own password, with the current one as proof. */
export async function changePassword(
  deps: CommandDeps,
  actor: Actor,
  request: ChangePasswordRequest,
): Promise<CommandResult<UserState>> {
  const userId = actor.principal.id;
  const stored = await loadUser(deps.store, userId);
  const hash = stored?.state.passwordHash;
  if (!hash || !(await verifyPassword(hash, request.currentPassword))) {
    throw ruleBrokenAt('currentPassword', WRONG_CURRENT_PASSWORD);
  }
  await checkNewPassword(request.newPassword, 'newPassword');
  return handleCommand({
    store: deps.store,
    streamName: userStreamName(userId),
    decider: userDecider,
    command: { type: 'ChangePassword', passwordHash: await hashPassword(request.newPassword) },
    metadata: metadataOf(actor),
  });
}
