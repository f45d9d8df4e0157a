import type { Knex } from 'knex';

/**
 * koa-session's external store, in PostgreSQL, shared by both APIs. A row per session; the
 * signed cookie holds only its id. `user_id` lets the server end every session of a user at
 * once (deactivation, password change).
 *
 * Two timeouts: idle (the row's `expires_at`, pushed forward by koa-session's `renew` once half of it
 * has passed) and absolute (`created_at` + absoluteMs, never extended).
 */
export interface SessionStore {
  get(key: string): Promise<Record<string, unknown> | null>;
  set(key: string, session: Record<string, unknown>, maxAgeMs: number): Promise<void>;
  destroy(key: string): Promise<void>;
  destroyAllOfUser(userId: number): Promise<number>;
  /** Deletes expired rows; run it now and then. */
  purgeExpired(): Promise<number>;
}

export const SESSIONS_TABLE = 'platform.sessions';

export async function migrateSessionStore(knex: Knex): Promise<void> {
  await knex.raw('CREATE SCHEMA IF NOT EXISTS platform');
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS ${SESSIONS_TABLE} (
      id text PRIMARY KEY,
      data jsonb NOT NULL,
      user_id integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`);
  await knex.raw(`CREATE INDEX IF NOT EXISTS sessions_user_id ON ${SESSIONS_TABLE} (user_id)`);
  await knex.raw(`CREATE INDEX IF NOT EXISTS sessions_expires_at ON ${SESSIONS_TABLE} (expires_at)`);
}

export function createPostgresSessionStore(options: { knex: Knex; absoluteMs: number }): SessionStore {
  const { knex, absoluteMs } = options;
  return {
    async get(key) {
      const row = await knex
        .select('data')
        .from(SESSIONS_TABLE)
        .where('id', key)
        .andWhere('expires_at', '>', knex.fn.now())
        .andWhereRaw(`created_at > now() - (? * interval '1 millisecond')`, [absoluteMs])
        .first();
      return (row?.data as Record<string, unknown> | undefined) ?? null;
    },
    async set(key, session, maxAgeMs) {
      const userId = typeof session.userId === 'number' ? session.userId : null;
      await knex
        .insert({ id: key, data: session, user_id: userId, expires_at: new Date(Date.now() + maxAgeMs) })
        .into(SESSIONS_TABLE)
        .onConflict('id')
        .merge(['data', 'user_id', 'expires_at']);
    },
    async destroy(key) {
      await knex.delete().from(SESSIONS_TABLE).where('id', key);
    },
    async destroyAllOfUser(userId) {
      return knex.delete().from(SESSIONS_TABLE).where('user_id', userId);
    },
    async purgeExpired() {
      return knex
        .delete()
        .from(SESSIONS_TABLE)
        .where('expires_at', '<=', knex.fn.now())
        .orWhereRaw(`created_at <= now() - (? * interval '1 millisecond')`, [absoluteMs]);
    },
  };
}
