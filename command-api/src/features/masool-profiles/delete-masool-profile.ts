import { masoolProfileStreamName } from '@seerat/contracts';
import { existingMasoolProfile, type MasoolProfileState, masoolProfileDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { foldStream } from '../../commands/folded-streams';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedProfilePlace } from './masool-profile-place';
import { profileIdOf, withoutProfileOfUser } from './masool-profile-users';

/**
 * Deleting a masool profile needs masool-delete where it serves. Its history stays; its user may
 * be given a new profile.
 */
export async function deleteMasoolProfile(
  deps: CommandDeps,
  actor: Actor,
  input: { idOrUserId: number; expectedRevision?: bigint },
): Promise<CommandResult<MasoolProfileState>> {
  const streamName = masoolProfileStreamName(await profileIdOf(deps.knex, input.idOrUserId));
  const current = existingMasoolProfile(
    (await foldStream(deps.store, streamName, masoolProfileDecider)).state,
  );
  await authorizedProfilePlace(deps.facts, actor, current.fields, 'masool_delete');
  return withoutProfileOfUser(deps.knex, current.userId, () =>
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
