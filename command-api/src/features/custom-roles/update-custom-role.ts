import {
  authorize,
  CUSTOM_ROLE_RENAME_REFUSED,
  customRoleStreamName,
  notFound,
  ruleBrokenAt,
  type UpdateCustomRoleRequest,
} from '@seerat/contracts';
import { CUSTOM_ROLE_NOT_FOUND, type CustomRoleState, customRoleDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { foldStream } from '../../commands/folded-streams';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { assertHeld } from './custom-role-grants';

/**
 * Description, permissions and active state can be edited (activating and deactivating is an
 * edit of `isActive`); the name cannot, because users hold the role by its name.
 */
export async function updateCustomRole(
  deps: CommandDeps,
  actor: Actor,
  input: { roleId: number; request: UpdateCustomRoleRequest; expectedRevision?: bigint },
): Promise<CommandResult<CustomRoleState>> {
  authorize(actor.principal, 'manage_users');
  const { name, ...patch } = input.request;
  const streamName = customRoleStreamName(input.roleId);
  const { state: current } = await foldStream(deps.store, streamName, customRoleDecider);
  if (!current.exists || current.deleted) throw notFound(CUSTOM_ROLE_NOT_FOUND);
  if (name !== undefined && name !== current.name) throw ruleBrokenAt('name', CUSTOM_ROLE_RENAME_REFUSED);
  if (patch.permissions) assertHeld(actor.principal, patch.permissions);
  return handleCommand({
    store: deps.store,
    streamName,
    decider: customRoleDecider,
    command: { type: 'UpdateCustomRole', patch },
    metadata: metadataOf(actor),
    expectedRevision: input.expectedRevision,
  });
}
