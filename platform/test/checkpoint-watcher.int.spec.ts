import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSilentLogger } from '../src/logging/logger';
import { createCheckpointCache } from '../src/read-your-writes/checkpoint-cache';
import { type CheckpointWatcher, createCheckpointWatcher } from '../src/read-your-writes/checkpoint-watcher';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database';

let db: TestDatabase;
let client: pg.Client;
let watcher: CheckpointWatcher;

/** Stands in for the projector: a checkpoint row, moved with or without a NOTIFY. */
async function moveCheckpoint(position: number, notify: boolean) {
  await client.query('BEGIN');
  await client.query('UPDATE checkpoint SET position = $1', [position]);
  if (notify) await client.query(`NOTIFY test_checkpoint, '${position}'`);
  await client.query('COMMIT');
}

beforeAll(async () => {
  db = await createTestDatabase('checkpoint_watcher');
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query('CREATE TABLE checkpoint (position bigint)');
  await client.query('INSERT INTO checkpoint VALUES (5)');
  watcher = await createCheckpointWatcher({
    connectionString: db.url,
    channel: 'test_checkpoint',
    logger: createSilentLogger(),
    pollIntervalMs: 50,
    readCheckpoint: async () => {
      const { rows } = await client.query<{ position: string }>('SELECT position::text FROM checkpoint');
      return rows[0] ? BigInt(rows[0].position) : null;
    },
  });
});

afterAll(async () => {
  await watcher.close();
  await client.end();
  await db.drop();
});

describe('checkpoint watcher', () => {
  it('answers at once for a position already passed', async () => {
    expect(await watcher.waitFor(3n, 1000)).toBe(true);
  });

  it('wakes the waiter when the projector notifies', async () => {
    const waiting = watcher.waitFor(8n, 5000);
    await moveCheckpoint(8, true);
    expect(await waiting).toBe(true);
  });

  it('still wakes the waiter when the notice is lost (polling)', async () => {
    const waiting = watcher.waitFor(12n, 5000);
    await moveCheckpoint(12, false);
    expect(await waiting).toBe(true);
  });

  it('gives up after the bound when the projector does not get there', async () => {
    expect(await watcher.waitFor(1000n, 150)).toBe(false);
  });
});

/** Until the watcher has heard of `position`. */
async function heard(position: bigint) {
  while (watcher.current() !== position) await delay(10);
}

describe('values kept while the checkpoint stands', () => {
  it('keeps a value until the checkpoint moves, then forgets it', async () => {
    await moveCheckpoint(20, true);
    await heard(20n);
    const cache = createCheckpointCache<string>({ watcher, maxWeight: 10 });
    cache.remember('zone', cache.version(), 'read at 20');
    expect(cache.get('zone')).toBe('read at 20');
    await moveCheckpoint(21, true);
    await heard(21n);
    expect(cache.get('zone')).toBeUndefined();
  });

  it("forgets its values when the projector reports a rebuild's swap, though the position stays", async () => {
    const cache = createCheckpointCache<string>({ watcher, maxWeight: 10 });
    cache.remember('zone', cache.version(), 'from the old tables');
    expect(cache.get('zone')).toBe('from the old tables');
    await moveCheckpoint(21, true);
    await expect.poll(() => cache.get('zone')).toBeUndefined();
  });

  it('does not keep a value read before the checkpoint moved', async () => {
    const cache = createCheckpointCache<string>({ watcher, maxWeight: 10 });
    const readAt = cache.version();
    await moveCheckpoint(22, true);
    await heard(22n);
    cache.remember('zone', readAt, 'read at 21');
    expect(cache.get('zone')).toBeUndefined();
  });

  it('keeps no more than its weight allows', async () => {
    const cache = createCheckpointCache<string>({ watcher, weigh: (value) => value.length, maxWeight: 10 });
    cache.remember('a', cache.version(), '123456');
    cache.remember('b', cache.version(), '123456');
    expect(cache.get('a')).toBe('123456');
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps nothing while the watcher cannot hear the projector, and again once it can', async () => {
    const cache = createCheckpointCache<string>({ watcher, maxWeight: 10 });
    cache.remember('zone', cache.version(), 'before');
    await client.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'read-api-listener' AND datname = current_database()`,
    );
    while (watcher.current() !== null) await delay(10);
    expect(cache.get('zone')).toBeUndefined();
    cache.remember('zone', cache.version(), 'while deaf');
    expect(cache.get('zone')).toBeUndefined();
    await moveCheckpoint(23, false);
    while (watcher.current() !== 23n) await delay(50);
    cache.remember('zone', cache.version(), 'after');
    expect(cache.get('zone')).toBe('after');
  });
});
