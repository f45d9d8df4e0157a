import {
  type CreateMasoolProfileRequest,
  conflicting,
  masoolProfileStreamName,
  USER_HAS_MASOOL_PROFILE,
} from '@seerat/contracts';
import { type MasoolProfileState, masoolProfileDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { createRequestedCity } from './masool-profile-city';
import { checkProfileUser, namedProfilePlace } from './masool-profile-place';
import { profileIdOfUser, withProfileOfUser } from './masool-profile-users';

/**
 * Adding a masool profile needs masool-write where it serves (administrators, the zone masool of
 * its zone, custom roles with masool_write there). With `autoCreateCity` and a `newCityName` the
 * city is created first by the city use case and the profile is placed in it. A user has at most
 * one profile (409).
 */
export async function createMasoolProfile(
  deps: CommandDeps,
  actor: Actor,
  request: CreateMasoolProfileRequest,
): Promise<CommandResult<MasoolProfileState>> {
  const { userId, newCityName, autoCreateCity: _asked, ...fields } = request;
  // Checked before a city is created for it (the scope first: a 409 would tell of an account
  // outside it); the claim below settles races.
  if (userId !== null) await checkProfileUser(deps.facts, actor, userId);
  if (userId !== null && (await profileIdOfUser(deps.knex, userId)) !== null) {
    throw conflicting(USER_HAS_MASOOL_PROFILE);
  }
  const created =
    newCityName === null
      ? undefined
      : await createRequestedCity(deps, actor, {
          newCityName,
          zoneId: fields.zoneId,
          name: fields.name,
          contact: fields.contact,
        });
  const placed = created ? { ...fields, cityId: created.cityId } : fields;
  const place = await namedProfilePlace(deps.facts, actor, placed, created);
  const profileId = await deps.ids.next('user');
  return withProfileOfUser(deps.knex, userId, profileId, () =>
    handleCommand({
      store: deps.store,
      streamName: masoolProfileStreamName(profileId),
      decider: masoolProfileDecider,
      command: {
        type: 'CreateMasoolProfile',
        profileId,
        userId,
        fields: { ...placed, zoneId: place.zoneId },
      },
      metadata: metadataOf(actor),
    }),
  );
}
