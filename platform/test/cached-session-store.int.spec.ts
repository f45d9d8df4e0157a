import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createKnex, type Knex } from '../src/database/knex';
import { createSilentLogger } from '../src/logging/logger';
import { type CachedSessionStore, createCachedSessionStore } from '../src/session/cached-session-store';
import {
  createPostgresSessionStore,
  migrateSessionStore,
  SESSIONS_TABLE,
} from '../src/session/postgres-session-store';
import { SESSION_SEQUENCE_TABLE } from '../src/session/session-change-notices';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database';

/**
 * Two stores on two pools and two listening connections stand for two processes (the command API
 * and the read API, or two replicas): what one writes, the other must never serve old.
 */
let db: TestDatabase;
const knexes: Knex[] = [];
const stores: CachedSessionStore[] = [];

beforeAll(async () => {
  db = await createTestDatabase('cached_sessions');
  const knex = createKnex({ connectionString: db.url });
  knexes.push(knex);
  await migrateSessionStore(knex);
});
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});
afterAll(async () => {
  await Promise.all(knexes.map((knex) => knex.destroy()));
  await db.drop();
});

/** One "process": its own pool, its own listening connection. */
async function processStore(options: { catchUpTimeoutMs?: number; maxEntries?: number } = {}) {
  const knex = createKnex({ connectionString: db.url, poolMax: 2 });
  knexes.push(knex);
  const store = await createCachedSessionStore({
    store: createPostgresSessionStore({ knex, absoluteMs: 60_000 }),
    connectionString: db.url,
    logger: createSilentLogger(),
    reconnectDelayMs: 50,
    ...options,
  });
  stores.push(store);
  return store;
}

const admin = () => knexes[0]!;

/** Changes a row behind every cache's back: no sequence, no notice. */
async function rewriteQuietly(key: string, data: Record<string, unknown>) {
  await admin()(SESSIONS_TABLE).where('id', key).update({ data });
}

describe('sessions kept in memory', () => {
  it('serves a session it holds without reading the row again', async () => {
    const store = await processStore();
    await store.set('held', { userId: 1, note: 'first' }, 60_000);
    await rewriteQuietly('held', { userId: 1, note: 'changed behind its back' });
    expect(await store.get('held')).toEqual({ userId: 1, note: 'first' });
    expect(store.size()).toBe(1);
  });

  it('refuses at once, on another process, a session ended 1 ms before', async () => {
    const here = await processStore();
    const there = await processStore();
    for (let round = 0; round < 30; round++) {
      const key = `ended-${round}`;
      await here.set(key, { userId: 2 }, 60_000);
      expect(await there.get(key)).toEqual({ userId: 2 });
      await here.destroy(key);
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(await there.get(key)).toBeNull();
    }
  });

  it('refuses a session ended elsewhere after its key was read many times, past its bounds too', async () => {
    const here = await processStore();
    const there = await processStore({ maxEntries: 2 });
    const keys = ['many-a', 'many-b', 'many-c'];
    for (const key of keys) await here.set(key, { userId: 5 }, 60_000);
    for (let round = 0; round < 3; round++)
      for (const key of keys) expect(await there.get(key)).toEqual({ userId: 5 });
    for (const key of keys) {
      await here.destroy(key);
      expect(await there.get(key)).toBeNull();
    }
  });

  it("sees another process's change of a session it holds, and the end of every session of a user", async () => {
    const here = await processStore();
    const there = await processStore();
    await here.set('moved', { userId: 3, lastWrittenPosition: '10' }, 60_000);
    await here.set('other', { userId: 3 }, 60_000);
    expect(await there.get('moved')).toEqual({ userId: 3, lastWrittenPosition: '10' });
    expect(await there.get('other')).toEqual({ userId: 3 });
    await here.set('moved', { userId: 3, lastWrittenPosition: '11' }, 60_000);
    expect(await there.get('moved')).toEqual({ userId: 3, lastWrittenPosition: '11' });
    expect(await here.destroyAllOfUser(3)).toBe(2);
    expect(await there.get('moved')).toBeNull();
    expect(await there.get('other')).toBeNull();
  });

  it('drops everything it holds at a gap in the sequence', async () => {
    const store = await processStore();
    await store.set('gap', { userId: 4, note: 'old' }, 60_000);
    await rewriteQuietly('gap', { userId: 4, note: 'new' });
    expect(await store.get('gap')).toEqual({ userId: 4, note: 'old' });
    // Two writes, the first of whose notices never came.
    await admin().raw(`UPDATE ${SESSION_SEQUENCE_TABLE} SET seq = seq + 1`);
    await admin().raw(
      `WITH bumped AS (UPDATE ${SESSION_SEQUENCE_TABLE} SET seq = seq + 1 RETURNING seq)
       SELECT pg_notify('session_changes', seq || ' k:unrelatedunrelatedunrelated') FROM bumped`,
    );
    expect(await store.get('gap')).toEqual({ userId: 4, note: 'new' });
  });

  it('never serves a session when the notice of a visible write does not come', async () => {
    const store = await processStore({ catchUpTimeoutMs: 100 });
    await store.set('late', { userId: 5, note: 'old' }, 60_000);
    await rewriteQuietly('late', { userId: 5, note: 'new' });
    await admin().raw(`UPDATE ${SESSION_SEQUENCE_TABLE} SET seq = seq + 1`);
    expect(await store.get('late')).toEqual({ userId: 5, note: 'new' });
  });

  it('drops everything it holds when its listening connection is lost, and keeps again after', async () => {
    const store = await processStore();
    await store.set('dropped', { userId: 6, note: 'old' }, 60_000);
    await rewriteQuietly('dropped', { userId: 6, note: 'new' });
    await admin().raw(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'session-listener' AND datname = current_database()`,
    );
    expect(await store.get('dropped')).toEqual({ userId: 6, note: 'new' });
    const heldOnceListening = async () => {
      await store.get('dropped');
      return store.size();
    };
    await expect.poll(heldOnceListening, { timeout: 5000 }).toBe(1);
  });

  it('keeps a session no longer than its idle timeout, and at most maxEntries sessions', async () => {
    const store = await processStore({ maxEntries: 2 });
    await store.set('brief', { userId: 7 }, 30);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await store.get('brief')).toBeNull();
    for (const key of ['a', 'b', 'c']) await store.set(key, { userId: 7 }, 60_000);
    expect(store.size()).toBe(2);
    expect(await store.get('a')).toEqual({ userId: 7 });
  });
});
