import type { Knex } from 'knex';
import {
  SESSION_CHANGES_CHANNEL,
  SESSION_SEQUENCE_TABLE,
  sessionChangeNotice,
} from './session-change-notices';

/**
 * koa-session's external store, in PostgreSQL, shared by both APIs. A row per session; the
 * signed cookie holds only its id. `user_id` lets the server end every session of a user at
 * once (deactivation, password change).
 *
 * A session read from the store is saved again by UPDATE only (`existing`): once deleted (sign-out,
 * a password change, a deactivation) it can never be written back by a request that was already
 * under way, which would otherwise sign the user in again with the old session. Only a new session
 * (a new id, as sign-in gives) is inserted.
 *
 * Two timeouts: idle (the row's `expires_at`, pushed forward whenever the session is saved: see
 * `sessionMiddleware`) and absolute (`created_at` + absoluteMs, never extended).
 *
 * Every write is one statement that also bumps `platform.session_sequence` and sends
 * `NOTIFY session_changes, '<sequence> <what changed>'` in its own transaction, so each process
 * that keeps sessions in memory (`createCachedSessionStore`) hears of it, in commit order, and
 * can tell from the sequence when it missed a notice.
 */
export interface SessionStore {
  get(key: string): Promise<Record<string, unknown> | null>;
  /**
   * The user a session this process keeps in memory names, before `get` has checked that it is
   * still current (`null`: none kept, or signed out): only for work begun beside that check, whose
   * result counts once `get` answers the same user.
   */
  heldUserId?(key: string): number | null;
  set(key: string, session: Record<string, unknown>, maxAgeMs: number, options?: SaveOptions): Promise<void>;
  destroy(key: string): Promise<void>;
  destroyAllOfUser(userId: number): Promise<number>;
  /** Deletes expired rows; run it now and then. */
  purgeExpired(): Promise<number>;
}

export interface SaveOptions {
  /** The session was read from the store: update its row, never insert it again. */
  existing?: boolean;
}

/** A stored session with what a cache needs to keep it: its user and when it ends. */
export interface StoredSession {
  data: Record<string, unknown>;
  userId: number | null;
  /** When it ends unless saved again: the idle or the absolute timeout, whichever comes first (ms). */
  endsAt: number;
}

/** The store as the cache uses it: each write answers the sequence number it was given. */
export interface PostgresSessionStore extends SessionStore {
  read(key: string): Promise<StoredSession | null>;
  /**
   * Saves it; answers the write's number and when the saved session ends (0 when an `existing`
   * session was gone, and nothing was written).
   */
  save(
    key: string,
    session: Record<string, unknown>,
    maxAgeMs: number,
    options?: SaveOptions,
  ): Promise<{ seq: bigint; endsAt: number }>;
  remove(key: string): Promise<bigint>;
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
  // One row: the last change's number. Updating it orders the writers, so notices arrive in order.
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS ${SESSION_SEQUENCE_TABLE} (
      one boolean PRIMARY KEY DEFAULT true CHECK (one),
      seq bigint NOT NULL
    )`);
  await knex.raw(`INSERT INTO ${SESSION_SEQUENCE_TABLE} (seq) VALUES (0) ON CONFLICT DO NOTHING`);
}

/**
 * `change` (a data-modifying statement returning `ends_at`) with the sequence's bump and the
 * notice, as one statement: one round trip, one transaction.
 */
function notifyingStatement(change: string): string {
  return `WITH changed AS (${change}),
    bumped AS (UPDATE ${SESSION_SEQUENCE_TABLE} SET seq = seq + 1 RETURNING seq)
    SELECT bumped.seq::text AS seq, (SELECT count(*) FROM changed)::int AS changed,
           (SELECT max(ends_at) FROM changed) AS ends_at,
           pg_notify('${SESSION_CHANGES_CHANNEL}', bumped.seq || ' ' || ?) AS notified
      FROM bumped`;
}

export function createPostgresSessionStore(options: {
  knex: Knex;
  absoluteMs: number;
}): PostgresSessionStore {
  const { knex, absoluteMs } = options;
  const run = async (change: string, notice: string, bindings: readonly Knex.RawBinding[]) => {
    const { rows } = await knex.raw<{ rows: { seq: string; changed: number; ends_at: number | null }[] }>(
      notifyingStatement(change),
      [...bindings, notice],
    );
    const row = rows[0]!;
    return { seq: BigInt(row.seq), changed: row.changed, endsAt: Number(row.ends_at) };
  };
  const endsAt = `(extract(epoch FROM least(expires_at, created_at + (${Number(absoluteMs)} * interval '1 millisecond'))) * 1000)::float8`;
  const save = async (
    key: string,
    session: Record<string, unknown>,
    maxAgeMs: number,
    options: SaveOptions = {},
  ) => {
    const userId = typeof session.userId === 'number' ? session.userId : null;
    const values = [JSON.stringify(session), userId, new Date(Date.now() + maxAgeMs)];
    // An UPDATE waits for a concurrent DELETE of the row and then finds nothing: never a resurrection.
    const change = options.existing
      ? `UPDATE ${SESSIONS_TABLE} SET data = ?, user_id = ?, expires_at = ? WHERE id = ?
         RETURNING ${endsAt} AS ends_at`
      : `INSERT INTO ${SESSIONS_TABLE} (data, user_id, expires_at, id) VALUES (?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET data = excluded.data, user_id = excluded.user_id,
             expires_at = excluded.expires_at
         RETURNING ${endsAt} AS ends_at`;
    const { seq, endsAt: ends } = await run(change, sessionChangeNotice({ key }), [...values, key]);
    return { seq, endsAt: ends };
  };
  const remove = async (key: string) =>
    (
      await run(
        `DELETE FROM ${SESSIONS_TABLE} WHERE id = ? RETURNING NULL::float8 AS ends_at`,
        sessionChangeNotice({ key }),
        [key],
      )
    ).seq;

  return {
    async read(key) {
      const row = await knex
        .select('data', 'user_id', knex.raw(`${endsAt} AS ends_at`))
        .from(SESSIONS_TABLE)
        .where('id', key)
        .andWhere('expires_at', '>', knex.fn.now())
        .andWhereRaw(`created_at > now() - (? * interval '1 millisecond')`, [absoluteMs])
        .first();
      if (!row) return null;
      return { data: row.data, userId: row.user_id, endsAt: Number(row.ends_at) };
    },
    async get(key) {
      return (await this.read(key))?.data ?? null;
    },
    save,
    remove,
    async set(key, session, maxAgeMs, options) {
      await save(key, session, maxAgeMs, options);
    },
    async destroy(key) {
      await remove(key);
    },
    async destroyAllOfUser(userId) {
      const notice = sessionChangeNotice({ userId });
      const change = `DELETE FROM ${SESSIONS_TABLE} WHERE user_id = ? RETURNING NULL::float8 AS ends_at`;
      return (await run(change, notice, [userId])).changed;
    },
    async purgeExpired() {
      // No notice: a process keeping a session in memory ends it at the same times by itself.
      return knex
        .delete()
        .from(SESSIONS_TABLE)
        .where('expires_at', '<=', knex.fn.now())
        .orWhereRaw(`created_at <= now() - (? * interval '1 millisecond')`, [absoluteMs]);
    },
  };
}
