import type { Knex } from 'knex';
import pg from 'pg';

/**
 * A dedicated connection, outside knex's pool, for session-level advisory locks: a session lock
 * lives exactly as long as its connection, so it must not go back to a pool. When the process
 * dies the server closes the connection and the lock passes on.
 */
export interface LockConnection {
  /** True when this session now holds the lock; never waits. */
  tryLock(key: string): Promise<boolean>;
  /** Waits until this session holds the lock. */
  lock(key: string): Promise<void>;
  /**
   * Settles when the connection ends for any reason, with the error if it failed. From then on,
   * any lock it held may be someone else's.
   */
  readonly ended: Promise<Error | undefined>;
  /** Ends the session, releasing its locks. */
  close(): Promise<void>;
}

export async function openLockConnection(knex: Knex, purpose: string): Promise<LockConnection> {
  const client = new pg.Client({ ...connectionSettingsOf(knex), application_name: `projector ${purpose}` });
  const ended = new Promise<Error | undefined>((resolve) => {
    client.on('error', (error) => resolve(error));
    client.on('end', () => resolve(undefined));
  });
  await client.connect();
  return {
    async tryLock(key) {
      const { rows } = await client.query('SELECT pg_try_advisory_lock($1::bigint) AS acquired', [key]);
      return rows[0].acquired === true;
    },
    async lock(key) {
      await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
    },
    ended,
    async close() {
      await client.end();
    },
  };
}

/** Runs `work` while holding a session lock, waiting for it if another session has it. */
export async function withSessionLock<T>(
  knex: Knex,
  options: { key: string; purpose: string },
  work: () => Promise<T>,
): Promise<T> {
  const connection = await openLockConnection(knex, options.purpose);
  try {
    await connection.lock(options.key);
    return await work();
  } finally {
    await connection.close();
  }
}

/** The settings knex connects with, so the lock connection reaches the same database. */
function connectionSettingsOf(knex: Knex): pg.ClientConfig {
  const settings = (knex.client as { connectionSettings?: unknown }).connectionSettings;
  if (typeof settings === 'string') return { connectionString: settings };
  if (settings && typeof settings === 'object') return settings as pg.ClientConfig;
  throw new Error('The projector needs a knex configured with a static pg connection');
}
