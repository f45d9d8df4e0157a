import { type MasoolProfileState, masoolProfileDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedMasoolProfile } from './existing-masool-profile';
import { withoutProfileOfUser } from './masool-profile-users';

/**
 * Deleting a masool profile needs masool-delete where it serves. Its history stays; its user may
 * be given a new profile.
 */
export async function deleteMasoolProfile(
  deps: CommandDeps,
  actor: Actor,
  input: { idOrUserId: number; expectedRevision?: bigint },
): Promise<CommandResult<MasoolProfileState>> {
  const { streamName, profile } = await authorizedMasoolProfile(
    deps,
    actor,
    input.idOrUserId,
    'masool_delete',
  );
  return withoutProfileOfUser(deps.knex, profile.userId, () =>
    handleCommand({
      store: deps.store,
      streamName,
      decider: masoolProfileDecider,
      command: { type: 'DeleteMasoolProfile' },
      metadata: metadataOf(actor),
      expectedRevision: input.expectedRevision,
    }),
  );
}
