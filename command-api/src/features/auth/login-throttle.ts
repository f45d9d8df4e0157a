import type { Knex } from '@seerat/platform';

/**
 * Slows down password guessing: after too many failed sign-ins for one account, or from one
 * address, within the window, sign-in is refused (429) until the window has passed. Kept in
 * PostgreSQL so every API replica counts the same failures.
 */
export const THROTTLE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const THROTTLED_MESSAGE = `Too many failed sign-in attempts. Please wait ${THROTTLE_WINDOW_MINUTES} minutes and try again.`;

const TABLE = 'writes.login_failures';

export interface LoginThrottle {
  /** Seconds until sign-in is allowed again for this account from this address; 0 when it is now. */
  blockedForSeconds(username: string, address: string): Promise<number>;
  recordFailure(username: string, address: string): Promise<void>;
  clearAccount(username: string): Promise<void>;
}

export async function migrateLoginThrottle(knex: Knex): Promise<void> {
  await knex.raw('CREATE SCHEMA IF NOT EXISTS writes');
  await knex.raw(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (key text NOT NULL, failed_at timestamptz NOT NULL DEFAULT now())`,
  );
  await knex.raw(`CREATE INDEX IF NOT EXISTS login_failures_key ON ${TABLE} (key, failed_at)`);
}

const accountKey = (username: string) => `account:${username.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

export function createLoginThrottle(knex: Knex): LoginThrottle {
  /**
   * Seconds until the failure that keeps `key` at its limit leaves the window (the limit-th newest
   * within it), or 0 when fewer failures than the limit remain in the window.
   */
  const secondsBlocked = async (key: string, limit: number) => {
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
  };
  return {
    async blockedForSeconds(username, address) {
      const [account, fromAddress] = await Promise.all([
        secondsBlocked(accountKey(username), MAX_FAILURES_PER_ACCOUNT),
        secondsBlocked(addressKey(address), MAX_FAILURES_PER_ADDRESS),
      ]);
      return Math.max(account, fromAddress);
    },
    async recordFailure(username, address) {
      await knex(knex.raw(TABLE)).insert([{ key: accountKey(username) }, { key: addressKey(address) }]);
      await knex(knex.raw(TABLE)).whereRaw(`failed_at < now() - interval '1 day'`).delete();
    },
    async clearAccount(username) {
      await knex(knex.raw(TABLE)).where('key', accountKey(username)).delete();
    },
  };
}
