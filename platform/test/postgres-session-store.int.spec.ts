import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex, type Knex } from '../src/database/knex';
import { createPostgresSessionStore, migrateSessionStore } from '../src/session/postgres-session-store';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database';

let db: TestDatabase;
let knex: Knex;

beforeAll(async () => {
  db = await createTestDatabase('session_store');
  knex = createKnex({ connectionString: db.url });
  await migrateSessionStore(knex);
  await migrateSessionStore(knex);
});
afterAll(async () => {
  await knex.destroy();
  await db.drop();
});

describe('Postgres session store', () => {
  it('stores, reads, updates and destroys a session', async () => {
    const store = createPostgresSessionStore({ knex, absoluteMs: 60_000 });
    await store.set('s1', { userId: 7, lastWrittenPosition: '10' }, 60_000);
    expect(await store.get('s1')).toEqual({ userId: 7, lastWrittenPosition: '10' });
    await store.set('s1', { userId: 7, lastWrittenPosition: '11' }, 60_000);
    expect(await store.get('s1')).toEqual({ userId: 7, lastWrittenPosition: '11' });
    await store.destroy('s1');
    expect(await store.get('s1')).toBeNull();
  });

  it('forgets a session after its idle time', async () => {
    const store = createPostgresSessionStore({ knex, absoluteMs: 60_000 });
    await store.set('idle', { userId: 1 }, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await store.get('idle')).toBeNull();
  });

  it('forgets a session after its absolute lifetime even when kept busy', async () => {
    const store = createPostgresSessionStore({ knex, absoluteMs: 60_000 });
    await store.set('old', { userId: 2 }, 60_000);
    await knex('platform.sessions')
      .where('id', 'old')
      .update({ created_at: knex.raw("now() - interval '2 minutes'") });
    await store.set('old', { userId: 2 }, 60_000);
    expect(await store.get('old')).toBeNull();
    expect(await store.purgeExpired()).toBeGreaterThanOrEqual(1);
  });

  it('ends every session of one user at once and no other', async () => {
    const store = createPostgresSessionStore({ knex, absoluteMs: 60_000 });
    await store.set('a', { userId: 5 }, 60_000);
    await store.set('b', { userId: 5 }, 60_000);
    await store.set('c', { userId: 6 }, 60_000);
    expect(await store.destroyAllOfUser(5)).toBe(2);
    expect(await store.get('a')).toBeNull();
    expect(await store.get('b')).toBeNull();
    expect(await store.get('c')).toEqual({ userId: 6 });
  });
});
