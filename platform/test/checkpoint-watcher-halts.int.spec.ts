import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSilentLogger } from '../src/logging/logger';
import { type CheckpointWatcher, createCheckpointWatcher } from '../src/read-your-writes/checkpoint-watcher';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database';

let db: TestDatabase;
let client: pg.Client;
let watcher: CheckpointWatcher;

/** Stands in for the projector: the checkpoint of the read models not halted, and the halts. */
beforeAll(async () => {
  db = await createTestDatabase('checkpoint_watcher_halts');
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query('CREATE TABLE checkpoint (position bigint)');
  await client.query('INSERT INTO checkpoint VALUES (10)');
  await client.query('CREATE TABLE halts (name text, position bigint)');
  watcher = await createCheckpointWatcher({
    connectionString: db.url,
    channel: 'test_halts',
    logger: createSilentLogger(),
    pollIntervalMs: 50,
    readCheckpoint: async () => {
      const { rows } = await client.query<{ position: string }>('SELECT position::text FROM checkpoint');
      return rows[0] ? BigInt(rows[0].position) : null;
    },
    readHalts: async () => {
      const { rows } = await client.query<{ name: string; position: string }>(
        'SELECT name, position::text FROM halts',
      );
      return new Map(rows.map((row) => [row.name, BigInt(row.position)]));
    },
  });
});

afterAll(async () => {
  await watcher.close();
  await client.end();
  await db.drop();
});

const notify = (payload: string) => client.query(`SELECT pg_notify('test_halts', $1)`, [payload]);

describe('a halted read model', () => {
  it('answers a wait for it at once, and leaves waits for the others as they were', async () => {
    const waitingForOthers = watcher.waitFor(12n, 5000, ['cities']);
    const waitingForZones = watcher.waitFor(12n, 5000, ['zones']);
    await client.query(`INSERT INTO halts VALUES ('zones', 10)`);
    await notify('halted:zones:10');
    // The notice settles the wait for zones; the others' wait goes on until they get there.
    expect(await waitingForZones).toBe(false);
    expect(await watcher.waitFor(12n, 5000, ['zones', 'cities'])).toBe(false);
    expect(watcher.halted()).toEqual(new Map([['zones', 10n]]));
    await client.query('UPDATE checkpoint SET position = 12');
    await notify('12');
    expect(await waitingForOthers).toBe(true);
    // A wait for positions the halted read model has is not affected.
    expect(await watcher.waitFor(9n, 5000, ['zones'])).toBe(true);
    // Waiting without naming read models: the others are waited for, then it counts as stale.
    expect(await watcher.waitFor(12n, 5000)).toBe(false);
  });

  it('is followed again once a rebuild or a restart says so (`changed`)', async () => {
    await client.query('DELETE FROM halts');
    await client.query('UPDATE checkpoint SET position = 14');
    await notify('changed');
    await expect.poll(() => watcher.halted().size).toBe(0);
    expect(await watcher.waitFor(14n, 5000, ['zones'])).toBe(true);
  });
});
