import { conflicting } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';

const UNIQUE_VIOLATION = '23505';

/**
 * Names unique ignoring case (usernames, custom role names) under any number of concurrent
 * requests and API replicas. A claim row is inserted in a transaction that stays open while the
 * owner's first event is appended, and commits only after it: a concurrent request for the same
 * name waits on the row, then fails with 409; a failed append (or a crash) rolls the claim back,
 * so a name is never held by something that was not written.
 */
export interface NameClaims {
  /** Creates the claims table (idempotent); run with the write side's other migrations. */
  migrate(knex: Knex): Promise<void>;
  /** Runs `write` holding the claim of `name` for `ownerId`; a taken name is a 409 with `takenMessage`. */
  withClaim<T>(knex: Knex, name: string, ownerId: number, write: () => Promise<T>): Promise<T>;
  /**
   * Runs `write` holding the claim of `name` for `ownerId` in place of whatever name it held
   * before (a rename); a name another owner holds is a 409 with `takenMessage`.
   */
  withRenamedClaim<T>(knex: Knex, name: string, ownerId: number, write: () => Promise<T>): Promise<T>;
  /**
   * Runs `write` having released the claim of `name` (whoever held it), in one transaction: a
   * failed write keeps the claim. For owners that give their name back, such as a deleted profile.
   */
  withoutClaim<T>(knex: Knex, name: string, write: () => Promise<T>): Promise<T>;
  /** The owner of `name`, or null when nobody claimed it. */
  findOwner(knex: Knex, name: string): Promise<number | null>;
  /** Which of `names` are claimed already (in lower case): one query for a whole file of names. */
  findClaimed(knex: Knex, names: string[]): Promise<Set<string>>;
}

export function nameClaims(options: {
  table: string;
  ownerColumn: string;
  takenMessage: string;
}): NameClaims {
  const { table, ownerColumn, takenMessage } = options;
  const claim = async (trx: Knex.Transaction, name: string, ownerId: number) => {
    try {
      await trx.raw(`INSERT INTO ${table} (name, ${ownerColumn}) VALUES (lower(?), ?)`, [name, ownerId]);
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflicting(takenMessage);
      throw error;
    }
  };
  return {
    async migrate(knex) {
      await knex.raw('CREATE SCHEMA IF NOT EXISTS writes');
      await knex.raw(
        `CREATE TABLE IF NOT EXISTS ${table} (name text PRIMARY KEY, ${ownerColumn} integer NOT NULL UNIQUE)`,
      );
    },
    withClaim(knex, name, ownerId, write) {
      return knex.transaction(async (trx) => {
        await claim(trx, name, ownerId);
        return write();
      });
    },
    withRenamedClaim(knex, name, ownerId, write) {
      return knex.transaction(async (trx) => {
        await trx.raw(`DELETE FROM ${table} WHERE ${ownerColumn} = ?`, [ownerId]);
        await claim(trx, name, ownerId);
        return write();
      });
    },
    withoutClaim(knex, name, write) {
      return knex.transaction(async (trx) => {
        await trx.raw(`DELETE FROM ${table} WHERE name = lower(?)`, [name]);
        return write();
      });
    },
    async findOwner(knex, name) {
      const row = await knex.raw<{ rows: Record<string, number>[] }>(
        `SELECT ${ownerColumn} AS owner FROM ${table} WHERE name = lower(?)`,
        [name],
      );
      return row.rows[0]?.owner ?? null;
    },
    async findClaimed(knex, names) {
      if (names.length === 0) return new Set();
      const result = await knex.raw<{ rows: { name: string }[] }>(
        `SELECT name FROM ${table} WHERE name = ANY(?::text[])`,
        [names.map((name) => name.toLowerCase())],
      );
      return new Set(result.rows.map((row) => row.name));
    },
  };
}
