import { USER_HAS_MASOOL_PROFILE } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { nameClaims } from '../../uniqueness/name-claims';

/**
 * One masool profile per user, under any number of concurrent requests: the profile holds a claim
 * row on its user's id (see `nameClaims`) from its creation until its deletion. The same rows say
 * which profile a user has, so `PUT /api/masool-profiles/{userId}` finds it.
 */
const claims = nameClaims({
  table: 'writes.masool_profile_users',
  ownerColumn: 'profile_id',
  takenMessage: USER_HAS_MASOOL_PROFILE,
});

export function migrateMasoolProfileUsers(knex: Knex): Promise<void> {
  return claims.migrate(knex);
}

/** Runs `write` holding the claim of `userId` for the profile; no claim for a profile without user. */
export function withProfileOfUser<T>(
  knex: Knex,
  userId: number | null,
  profileId: number,
  write: () => Promise<T>,
): Promise<T> {
  return userId === null ? write() : claims.withClaim(knex, String(userId), profileId, write);
}

/** Runs `write` (the deletion) having given the user's claim back, so they may have a new profile. */
export function withoutProfileOfUser<T>(
  knex: Knex,
  userId: number | null,
  write: () => Promise<T>,
): Promise<T> {
  return userId === null ? write() : claims.withoutClaim(knex, String(userId), write);
}

/** The id of the user's profile, or null when they have none. */
export function profileIdOfUser(knex: Knex, userId: number): Promise<number | null> {
  return claims.findOwner(knex, String(userId));
}

/**
 * The profile a path names: `{id or userId}` (spec 001 section 7). Profile ids are taken from the
 * users' sequence, so one number is never both a user's id and another profile's id: a user with
 * a profile names it, any other number is read as a profile id.
 */
export async function profileIdOf(knex: Knex, idOrUserId: number): Promise<number> {
  return (await profileIdOfUser(knex, idOrUserId)) ?? idOrUserId;
}
