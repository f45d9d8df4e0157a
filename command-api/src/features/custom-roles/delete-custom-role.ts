import { customRoleStreamName } from '@seerat/contracts';
import { type CustomRoleState, customRoleDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedCustomRole } from './existing-custom-role';

/** A deleted role grants nothing; its name stays retired (see `withCustomRoleName`). */
export async function deleteCustomRole(
  deps: CommandDeps,
  actor: Actor,
  input: { roleId: number; expectedRevision?: bigint },
): Promise<CommandResult<CustomRoleState>> {
  const folded = await authorizedCustomRole(deps, actor, input.roleId);
  return handleCommand({
    store: deps.store,
    streamName: customRoleStreamName(input.roleId),
    decider: customRoleDecider,
    command: { type: 'DeleteCustomRole' },
    metadata: metadataOf(actor),
    expectedRevision: input.expectedRevision,
    folded,
  });
}
