import { USERNAME_TAKEN } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { nameClaims } from '../../uniqueness/name-claims';

/** Usernames are unique ignoring case, held by claim rows (see `nameClaims`). */
export const usernameClaims = nameClaims({
  table: 'writes.username_claims',
  ownerColumn: 'user_id',
  takenMessage: USERNAME_TAKEN,
});

export function migrateUsernameClaims(knex: Knex): Promise<void> {
  return usernameClaims.migrate(knex);
}

export function withUsernameClaim<T>(
  knex: Knex,
  username: string,
  userId: number,
  write: () => Promise<T>,
): Promise<T> {
  return usernameClaims.withClaim(knex, username, userId, write);
}

export function findClaimedUserId(knex: Knex, username: string): Promise<number | null> {
  return usernameClaims.findOwner(knex, username);
}
