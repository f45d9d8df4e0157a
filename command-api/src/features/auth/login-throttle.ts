import { randomUUID } from 'node:crypto';
import type { Knex } from '@seerat/platform';

/**
 * Slows down password guessing. Every attempt is recorded, atomically with the check of the
 * limits, before its password is verified, so a burst of parallel guesses gets exactly as many
 * verifications as the limit allows; a correct password takes its attempt back.
 *
 * Three counts, each over the window: one account from one address (the limit people meet), one
 * address over every account, and one account from every address. The last is far higher, so
 * nobody keeps an account (`admin`) locked out everywhere with a handful of requests; an
 * administrator can lift an account's lock-out. Kept in PostgreSQL so every API replica counts
 * the same attempts.
 */
export const THROTTLE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const THROTTLED_MESSAGE = `Too many failed sign-in attempts. Please wait ${THROTTLE_WINDOW_MINUTES} minutes and try again.`;

const TABLE = 'writes.login_failures';

/** An attempt let through: settle it once the password is checked. */
export interface LoginAttempt {
  /** The password was right: the attempt is taken back and this account's count from this address cleared. */
  succeeded(): Promise<void>;
  /** The password was never checked (the verification queue was full): the attempt is taken back. */
  abandoned(): Promise<void>;
}

export type AttemptAnswer =
  | { allowed: true; attempt: LoginAttempt }
  | { allowed: false; retryAfterSeconds: number };

export interface LoginThrottle {
  /** Records an attempt for this account from this address, unless a limit is reached already. */
  attempt(username: string, address: string): Promise<AttemptAnswer>;
  /** Lifts the lock-out of an account: its failures from every address are forgotten. */
  clearAccount(username: string): Promise<void>;
}

export async function migrateLoginThrottle(knex: Knex): Promise<void> {
  await knex.raw('CREATE SCHEMA IF NOT EXISTS writes');
  await knex.raw(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (key text NOT NULL, failed_at timestamptz NOT NULL DEFAULT now())`,
  );
  await knex.raw(`ALTER TABLE ${TABLE} ADD COLUMN IF NOT EXISTS attempt_id uuid`);
  await knex.raw(`CREATE INDEX IF NOT EXISTS login_failures_key ON ${TABLE} (key, failed_at)`);
}

const accountKey = (username: string) => `account:${username.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;
/** JSON, so that an account's pairs are found by a prefix no other username can share. */
const pairKey = (username: string, address: string) =>
  `pair:${JSON.stringify([username.toLowerCase(), address])}`;
const pairPrefix = (username: string) => `pair:${JSON.stringify([username.toLowerCase()]).slice(0, -1)},`;

export function createLoginThrottle(knex: Knex): LoginThrottle {
  return {
    async attempt(username, address) {
      const limits: [string, number][] = [
        [pairKey(username, address), MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS],
        [addressKey(address), MAX_FAILURES_PER_ADDRESS],
        [accountKey(username), MAX_FAILURES_PER_ACCOUNT],
      ];
      return knex.transaction(async (trx) => {
        // One attempt at a time per key, in one order (no deadlock): the count and the insert
        // below are one step for every concurrent attempt on the same account or address.
        for (const [key] of [...limits].sort(([a], [b]) => a.localeCompare(b))) {
          await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
        }
        let retryAfterSeconds = 0;
        for (const [key, limit] of limits) {
          retryAfterSeconds = Math.max(retryAfterSeconds, await secondsBlocked(trx, key, limit));
        }
        if (retryAfterSeconds > 0) return { allowed: false as const, retryAfterSeconds };
        const id = randomUUID();
        await trx(trx.raw(TABLE)).insert(limits.map(([key]) => ({ key, attempt_id: id })));
        await trx(trx.raw(TABLE)).whereRaw(`failed_at < now() - interval '1 day'`).delete();
        return { allowed: true as const, attempt: settle(knex, id, pairKey(username, address)) };
      });
    },
    async clearAccount(username) {
      await knex(knex.raw(TABLE))
        .where('key', accountKey(username))
        .orWhereRaw('starts_with(key, ?)', [pairPrefix(username)])
        .delete();
    },
  };
}

function settle(knex: Knex, attemptId: string, pair: string): LoginAttempt {
  const takeBack = () => knex(knex.raw(TABLE)).where('attempt_id', attemptId).delete();
  return {
    async succeeded() {
      await takeBack();
      await knex(knex.raw(TABLE)).where('key', pair).delete();
    },
    async abandoned() {
      await takeBack();
    },
  };
}

/**
 * Seconds until the attempt that keeps `key` at its limit leaves the window (the limit-th newest
 * within it), or 0 when fewer attempts than the limit remain in the window.
 */
async function secondsBlocked(knex: Knex, key: string, limit: number): Promise<number> {
  const row = await knex(knex.raw(TABLE))
    .select(
      knex.raw(
        `ceil(extract(epoch FROM failed_at + interval '${THROTTLE_WINDOW_MINUTES} minutes' - now()))::int AS seconds`,
      ),
    )
    .where('key', key)
    .andWhereRaw(`failed_at > now() - interval '${THROTTLE_WINDOW_MINUTES} minutes'`)
    .orderBy('failed_at', 'desc')
    .offset(limit - 1)
    .first<{ seconds: number } | undefined>();
  return Math.max(row?.seconds ?? 0, 0);
}
