import { authorize, customRoleStreamName, notFound } from '@seerat/contracts';
import { CUSTOM_ROLE_NOT_FOUND, type CustomRoleState, customRoleDecider } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type FoldedStream, foldStream } from '../../commands/folded-streams';

/**
 * A custom role the user may change: 403 unless they manage users (roles have no place, so
 * this comes first), 404 when it was never created or has been deleted. The fold is returned
 * for `handleCommand` to decide on.
 */
export async function authorizedCustomRole(
  deps: CommandDeps,
  actor: Actor,
  roleId: number,
): Promise<FoldedStream<CustomRoleState>> {
  authorize(actor.principal, 'manage_users');
  const folded = await foldStream(deps.store, customRoleStreamName(roleId), customRoleDecider);
  if (!folded.state.exists || folded.state.deleted) throw notFound(CUSTOM_ROLE_NOT_FOUND);
  return folded;
}
