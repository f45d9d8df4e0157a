import {
  CUSTOM_ROLE_RENAME_REFUSED,
  customRoleStreamName,
  ruleBrokenAt,
  type UpdateCustomRoleRequest,
} from '@seerat/contracts';
import { type CustomRoleState, customRoleDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { assertHeld } from './custom-role-grants';
import { authorizedCustomRole } from './existing-custom-role';

/**
 * Description, permissions and active state can be edited (activating and deactivating is an
 * edit of `isActive`); the name cannot, because users hold the role by its name.
 */
export async function updateCustomRole(
  deps: CommandDeps,
  actor: Actor,
  input: { roleId: number; request: UpdateCustomRoleRequest; expectedRevision?: bigint },
): Promise<CommandResult<CustomRoleState>> {
  const folded = await authorizedCustomRole(deps, actor, input.roleId);
  const { name, ...patch } = input.request;
  const current = folded.state;
  if (name !== undefined && name !== current.name) throw ruleBrokenAt('name', CUSTOM_ROLE_RENAME_REFUSED);
  if (patch.permissions) assertHeld(actor.principal, patch.permissions);
  return handleCommand({
    store: deps.store,
    streamName: customRoleStreamName(input.roleId),
    decider: customRoleDecider,
    command: { type: 'UpdateCustomRole', patch },
    metadata: metadataOf(actor),
    expectedRevision: input.expectedRevision,
    folded,
  });
}
