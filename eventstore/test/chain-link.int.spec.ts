import { randomUUID } from 'node:crypto';
import { createSilentLogger } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../src/chain-link';
import { type ChainHead, chainEvents, chainOf } from '../src/eventstoredb/chain';
import { createPostgresEventStore, type EventToAppend } from '../src/index';
import { testMetadata } from './contract/fixtures';

/** Values where a hand-made canonical JSON would part from what jsonb prints. */
const awkward = [
  { b: 1, a: 2, aa: 3, é: 4, e: 5, Z: 6, '': 7 },
  { numbers: [1.5e-7, 1e21, -0, 0.1, 123456789.125, -42, 5e-324, 1.7976931348623157e308] },
  { text: 'tab\tquote"back\\slash/\n\r\b\f\u0001\u001f\u007f\u2028 لاہور 😀', 'key "quoted"\n': 'x' },
  { nested: { z: null, y: true, x: false, w: {}, v: [], u: [[], [{}]] }, duplicate: 1 },
  [],
  'a string',
  12.5,
  null,
];

/**
 * The chain as EventStoreDB's adapter computes it in Node (chain.ts, chain-link.ts) must be the
 * chain the Postgres store computes in SQL for the same events, byte for byte, or a log could not
 * move between the stores with its hashes: checked against a real PostgreSQL.
 */
describe('the chain computed in Node', () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase('eventstore_chain_link');
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    pool.on('connect', (client) => client.on('error', () => {}));
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('prints JSON as jsonb prints it', async () => {
    for (const value of awkward) {
      const { rows } = await pool.query('SELECT $1::jsonb::text AS text', [JSON.stringify(value)]);
      expect(canonicalJson(value), JSON.stringify(value)).toBe(rows[0].text);
    }
  });

  it('gives every event the hash the Postgres store gives it', async () => {
    const store = createPostgresEventStore({
      connectionString: database.url,
      logger: createSilentLogger(),
      schema: 'chain_link',
    });
    try {
      const appends: { stream: string; events: EventToAppend[] }[] = awkward.map((data, index) => ({
        stream: `thing-${index % 3}`,
        events: [0, 1].map((n) => ({
          id: randomUUID(),
          type: n === 0 ? 'ThingHappened' : 'ThingHappenedAgain',
          data,
          metadata: testMetadata({ username: `user ${index}`, changeReason: 'لاہور "why"' }),
        })),
      }));
      let head: ChainHead = { position: 0n, hash: Buffer.alloc(0) };
      const expected: string[] = [];
      const revisions = new Map<string, bigint>();
      for (const { stream, events } of appends) {
        await store.append(stream, events, 'any');
        const first = (revisions.get(stream) ?? -1n) + 1n;
        revisions.set(stream, first + BigInt(events.length) - 1n);
        const chained = chainEvents(head, stream, first, events);
        head = chained.head;
        expected.push(...chained.events.map((event) => chainOf(event.metadata)!.hash.toString('hex')));
      }
      const { rows } = await pool.query(
        `SELECT encode(hash, 'hex') AS hash FROM chain_link.events ORDER BY global_position`,
      );
      expect(rows.map((row) => row.hash)).toEqual(expected);
    } finally {
      await store.close();
    }
  });
});
