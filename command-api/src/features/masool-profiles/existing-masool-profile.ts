import { masoolProfileStreamName } from '@seerat/contracts';
import { existingMasoolProfile, masoolProfileDecider } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { foldStream } from '../../commands/folded-streams';
import { authorizedProfilePlace } from './masool-profile-place';
import { profileIdOf } from './masool-profile-users';

/** A recorded masool profile and the stream it lives in. */
export interface FoundMasoolProfile {
  streamName: string;
  profile: ReturnType<typeof existingMasoolProfile>;
}

/**
 * The profile a path names (by its id or its user's id): 404 when there is none or it was
 * deleted. Editing authorises on its own, since the profile's user may edit their notes.
 */
export async function foundMasoolProfile(deps: CommandDeps, idOrUserId: number): Promise<FoundMasoolProfile> {
  const streamName = masoolProfileStreamName(await profileIdOf(deps.knex, idOrUserId));
  const { state } = await foldStream(deps.store, streamName, masoolProfileDecider);
  return { streamName, profile: existingMasoolProfile(state) };
}

/** `foundMasoolProfile`, 403 unless the user may do `action` where it serves. */
export async function authorizedMasoolProfile(
  deps: CommandDeps,
  actor: Actor,
  idOrUserId: number,
  action: 'masool_write' | 'masool_delete',
): Promise<FoundMasoolProfile> {
  const found = await foundMasoolProfile(deps, idOrUserId);
  await authorizedProfilePlace(deps.facts, actor, found.profile.fields, action);
  return found;
}
