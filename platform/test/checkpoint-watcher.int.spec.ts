import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSilentLogger } from '../src/logging/logger';
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
