import { randomBytes } from 'node:crypto';
import { createSilentLogger } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainLink, contentDigest } from '../src/chain-link';
import {
  type ChainDigest,
  checkExport,
  createPostgresEventStore,
  type ExportedEvent,
  exportLog,
  type PostgresEventStore,
  verifyChain,
} from '../src/index';
import { newEvent } from './contract/fixtures';

/**
 * `npm run import` checks the whole file before it writes anything: each refusal names the line
 * at fault. The file here is a real export of a real log, and its digest the one verification
 * publishes.
 */
let database: TestDatabase;
let pool: pg.Pool;
let store: PostgresEventStore;
let exported: ExportedEvent[];
let digest: ChainDigest;

beforeAll(async () => {
  database = await createTestDatabase('eventstore_import_check');
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('connect', (client) => client.on('error', () => {}));
  const schema = `import_${randomBytes(4).toString('hex')}`;
  store = createPostgresEventStore({ connectionString: database.url, logger: createSilentLogger(), schema });
  for (let index = 0; index < 12; index++) {
    await store.append(`thing-${index % 3}`, [newEvent({ index, name: `Name ${index}` })], 'any');
  }
  exported = [];
  for await (const batch of exportLog(pool, { schema })) exported.push(...batch);
  const verified = await verifyChain(pool, { schema });
  digest = { ...verified.head!, publishedAt: new Date().toISOString() };
});
afterAll(async () => {
  await store?.close();
  await pool?.end();
  await database?.drop();
});

async function* linesOf(texts: string[]): AsyncIterable<string> {
  yield* texts;
}
const asLines = (events: ExportedEvent[]) => events.map((event) => JSON.stringify(event));
const check = (texts: string[], digests: ChainDigest[] = [digest]) => checkExport(linesOf(texts), digests);

describe('the check of a file before import', () => {
  it('accepts the export as it is, against the digest published for its head', async () => {
    expect(exported).toHaveLength(12);
    await expect(check(asLines(exported))).resolves.toEqual({ events: 12 });
  });

  it('names the line of an event altered in the file', async () => {
    const lines = asLines(exported);
    lines[4] = JSON.stringify({ ...exported[4], data: { index: 4, name: 'Forged' } });
    await expect(check(lines)).rejects.toThrow(/^Line 5: the event at position \d+ does not match its hash/);
  });

  it('names the line that is not an event', async () => {
    const lines = asLines(exported);
    lines[2] = '{"position": "3", "id":';
    await expect(check(lines)).rejects.toThrow('Line 3: not a JSON event');
    lines[2] = JSON.stringify({ ...exported[2], hash: undefined });
    await expect(check(lines)).rejects.toThrow('Line 3: the event has no hash');
  });

  it('refuses a file altered and re-chained to the end, at the line the published digest names', async () => {
    const forged = exported.map((event) => ({ ...event }));
    forged[6]!.data = { index: 6, name: 'Forged' };
    let previous: Buffer = Buffer.from(forged[5]!.hash!, 'hex');
    for (const event of forged.slice(6)) {
      const content = contentDigest({ ...event, revision: BigInt(event.revision) });
      previous = chainLink(previous, BigInt(event.position), content);
      event.hash = previous.toString('hex');
    }
    await expect(check(asLines(forged))).rejects.toThrow(/^Line 12: position \d+ differs from the digest/);
  });

  it('refuses a file no published digest vouches for', async () => {
    await expect(check(asLines(exported), [])).rejects.toThrow(
      'No published chain digest to check the file against',
    );
    const elsewhere = { ...digest, position: '999999' };
    await expect(check(asLines(exported), [elsewhere])).rejects.toThrow(
      'No published chain digest names a position this file holds',
    );
  });
});
