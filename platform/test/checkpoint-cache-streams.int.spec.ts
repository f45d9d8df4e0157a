import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSilentLogger } from '../src/logging/logger';
import { type CheckpointCache, createCheckpointCache } from '../src/read-your-writes/checkpoint-cache';
import { type CheckpointWatcher, createCheckpointWatcher } from '../src/read-your-writes/checkpoint-watcher';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database';

let db: TestDatabase;
let client: pg.Client;
let watcher: CheckpointWatcher;
let position = 10;

/** Stands in for the projector: its checkpoint, and its notices. */
beforeAll(async () => {
  db = await createTestDatabase('checkpoint_cache_streams');
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query('CREATE TABLE checkpoint (position bigint)');
  await client.query('INSERT INTO checkpoint VALUES (10)');
  watcher = await createCheckpointWatcher({
    connectionString: db.url,
    channel: 'test_cache_streams',
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

/** A batch committed: the checkpoint moves and its notice says `names` after the position. */
async function batch(names: string) {
  position++;
  await client.query('UPDATE checkpoint SET position = $1', [position]);
  await client.query(`SELECT pg_notify('test_cache_streams', $1)`, [`${position}${names}`]);
  await expect.poll(() => watcher.current()).toBe(BigInt(position));
}

/** A cache of user streams' values, as the signed-in users' one: a role's change drops them all. */
function usersCache(): CheckpointCache<string> {
  return createCheckpointCache<string>({
    watcher,
    maxWeight: 100,
    keysChangedBy: (streams) => ([...streams].some((name) => name.startsWith('role-')) ? 'all' : streams),
  });
}

const keep = (cache: CheckpointCache<string>, key: string, value: string) =>
  cache.remember(key, cache.version(), value);

describe('a cache whose values hang on named streams', () => {
  it('keeps a value over a batch that names other streams, drops it when a batch names its stream', async () => {
    const cache = usersCache();
    keep(cache, 'user-1', 'one');
    keep(cache, 'user-2', 'two');
    await batch(' city-4 zone-2');
    expect(cache.get('user-1')).toBe('one');
    await batch(' city-4 user-2');
    expect(cache.get('user-1')).toBe('one');
    expect(cache.get('user-2')).toBeUndefined();
  });

  it('drops everything at a batch whose notice names no streams, or when told to by its keys', async () => {
    const cache = usersCache();
    keep(cache, 'user-1', 'one');
    await batch('');
    expect(cache.get('user-1')).toBeUndefined();
    keep(cache, 'user-1', 'one');
    await batch(' role-3');
    expect(cache.get('user-1')).toBeUndefined();
  });

  it('does not keep a value read before a batch that names its stream', async () => {
    const cache = usersCache();
    const readAt = cache.version();
    await batch(' user-5');
    cache.remember('user-5', readAt, 'read before');
    cache.remember('user-6', readAt, 'unchanged');
    expect(cache.get('user-5')).toBeUndefined();
    expect(cache.get('user-6')).toBe('unchanged');
  });

  it('drops everything at an advance found by polling: its streams are not known', async () => {
    const cache = usersCache();
    keep(cache, 'user-1', 'one');
    position++;
    await client.query('UPDATE checkpoint SET position = $1', [position]);
    // A wait polls the checkpoint and finds the advance before any notice of it.
    expect(await watcher.waitFor(BigInt(position), 5000)).toBe(true);
    expect(cache.get('user-1')).toBeUndefined();
  });

  it('a cache told no keys drops everything at every batch', async () => {
    const cache = createCheckpointCache<string>({ watcher, maxWeight: 100 });
    keep(cache, 'user-1', 'one');
    await batch(' city-4');
    expect(cache.get('user-1')).toBeUndefined();
  });
});
