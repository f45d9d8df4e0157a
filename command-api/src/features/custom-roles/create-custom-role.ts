import { authorize, type CreateCustomRoleRequest, customRoleStreamName } from '@seerat/contracts';
import { type CustomRoleState, customRoleDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { assertHeld } from './custom-role-grants';
import { withCustomRoleName } from './custom-role-names';

/**
 * Custom roles are managed by administrators only (`manage_users`). Whatever a role grants takes
 * effect on its holders' next request: both APIs resolve permissions from the active roles.
 */
export async function createCustomRole(
  deps: CommandDeps,
  actor: Actor,
  request: CreateCustomRoleRequest,
): Promise<CommandResult<CustomRoleState>> {
  authorize(actor.principal, 'manage_users');
  assertHeld(actor.principal, request.permissions);
  const roleId = await deps.ids.next('custom_role');
  return withCustomRoleName(deps, request.name, roleId, () =>
    handleCommand({
      store: deps.store,
      streamName: customRoleStreamName(roleId),
      decider: customRoleDecider,
      command: { type: 'CreateCustomRole', roleId, ...request },
      metadata: metadataOf(actor),
    }),
  );
}
