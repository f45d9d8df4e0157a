import type { Knex } from '@seerat/platform';
import { DomainError } from '../../commands/decider';

export const USERNAME_TAKEN = 'Username already exists';
const TABLE = 'writes.username_claims';
const UNIQUE_VIOLATION = '23505';

/**
 * Usernames are unique, ignoring case, under any number of concurrent requests and API
 * replicas. A claim row is inserted in a transaction that stays open while the account's first
 * event is appended, and commits only after it: a concurrent request for the same name waits on
 * the row, then fails with 409; a failed append (or a crash) rolls the claim back, so a name is
 * never held by an account that was not written.
 */
export async function migrateUsernameClaims(knex: Knex): Promise<void> {
  await knex.raw('CREATE SCHEMA IF NOT EXISTS writes');
  await knex.raw(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (name text PRIMARY KEY, user_id integer NOT NULL UNIQUE)`,
  );
}

export async function withUsernameClaim<T>(
  knex: Knex,
  username: string,
  userId: number,
  write: () => Promise<T>,
): Promise<T> {
  return knex.transaction(async (trx) => {
    try {
      await trx.raw(`INSERT INTO ${TABLE} (name, user_id) VALUES (lower(?), ?)`, [username, userId]);
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new DomainError(USERNAME_TAKEN, 409);
      throw error;
    }
    return write();
  });
}

export async function findClaimedUserId(knex: Knex, username: string): Promise<number | null> {
  const row = await knex.raw<{ rows: { user_id: number }[] }>(
    `SELECT user_id FROM ${TABLE} WHERE name = lower(?)`,
    [username],
  );
  return row.rows[0]?.user_id ?? null;
}
