import { randomBytes } from 'node:crypto';
import { createSilentLogger } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChainDigest,
  createPostgresEventStore,
  type PostgresEventStore,
  verifyChain,
} from '../src/index';
import { contentDigestSql } from '../src/postgres/schema.sql';
import { newEvent } from './contract/fixtures';

/**
 * The SHA-256 chain over the log: a log as appended verifies, and each way of tampering with it
 * straight in the database (the access a verifier must not have to trust) is caught and named at
 * the first broken position: an event's data altered, one deleted, two swapped, a forged one
 * inserted, and the tail rewritten with its hashes recomputed (caught by a digest kept outside).
 */
describe('the hash chain', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  const stores: PostgresEventStore[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('eventstore_hash_chain');
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    // Dropping the database at the end terminates connections the pool may still be closing.
    pool.on('connect', (client) => client.on('error', () => {}));
  });
  afterAll(async () => {
    await Promise.allSettled(stores.map((store) => store.close()));
    await pool?.end();
    await database?.drop();
  });

  /** A log of 20 events over three streams, in its own schema; answers the schema. */
  async function log(): Promise<string> {
    const schema = `chain_${randomBytes(4).toString('hex')}`;
    const store = createPostgresEventStore({
      connectionString: database.url,
      logger: createSilentLogger(),
      schema,
    });
    stores.push(store);
    for (let index = 0; index < 20; index++) {
      const stream = `thing-${index % 3}`;
      await store.append(stream, [newEvent({ index, name: `Name ${index}`, urdu: 'لاہور' })], 'any');
    }
    return schema;
  }

  /**
   * Verifies with the range queries the log's size calls for (one here), and again with ranges of
   * 3 and 4 positions, so each break also lands at a range's start, middle and end: all must agree.
   */
  const verify = async (schema: string, digests: ChainDigest[] = []) => {
    const whole = await verifyChain(pool, { schema, digests });
    for (const range of [3, 4]) {
      expect(await verifyChain(pool, { schema, digests, range }), `ranges of ${range}`).toEqual(whole);
    }
    return whole;
  };
  const sql = (text: string) => pool.query(text);

  it('verifies a log as appended, and a log appended in groups', async () => {
    const schema = await log();
    const result = await verify(schema);
    expect(result.firstBreak).toBeNull();
    expect(result.verified).toBe(20);
    expect(result.head?.position).toBe('20');
    const stored = await sql(
      `SELECT encode(hash, 'hex') AS hash FROM ${schema}.events WHERE global_position = 20`,
    );
    expect(result.head?.hash).toBe(stored.rows[0].hash);
  });

  it('names an event whose data was altered as changed', async () => {
    const schema = await log();
    await sql(
      `UPDATE ${schema}.events SET data = jsonb_set(data, '{name}', '"Forged"') WHERE global_position = 7`,
    );
    expect((await verify(schema)).firstBreak).toMatchObject({ position: '7', kind: 'changed' });
  });

  it('names a deleted event as missing', async () => {
    const schema = await log();
    await sql(`DELETE FROM ${schema}.events WHERE global_position = 7`);
    expect((await verify(schema)).firstBreak).toMatchObject({ position: '7', kind: 'missing' });
  });

  it('names two events that swapped places as reordered', async () => {
    for (const [a, b] of [
      [5, 9],
      [5, 6],
    ]) {
      const schema = await log();
      await sql(
        `UPDATE ${schema}.events SET global_position = -global_position WHERE global_position IN (${a}, ${b})`,
      );
      await sql(`UPDATE ${schema}.events SET global_position = CASE global_position WHEN -${a} THEN ${b} ELSE ${a} END
                  WHERE global_position IN (-${a}, -${b})`);
      expect((await verify(schema)).firstBreak, `${a} and ${b}`).toMatchObject({
        position: String(a),
        kind: 'reordered',
      });
    }
  });

  it('names a forged event inserted into the log as inserted, even with a hash that chains', async () => {
    for (const chained of [false, true]) {
      const schema = await log();
      await sql(
        `UPDATE ${schema}.events SET global_position = -(global_position + 1) WHERE global_position >= 7`,
      );
      await sql(`UPDATE ${schema}.events SET global_position = -global_position WHERE global_position < 0`);
      const hash = chained
        ? `${schema}.chain_link((SELECT hash FROM ${schema}.events WHERE global_position = 6), 7,
             ${contentDigestSql({
               id: `'aaaaaaaa-0000-4000-8000-000000000007'`,
               stream: `'thing-0'`,
               revision: '99',
               type: `'Forged'`,
               data: `'{"name": "Forged"}'::jsonb`,
               metadata: `'{"userId": 1}'::jsonb`,
             })})`
        : `'\\x00'::bytea`;
      await sql(`INSERT INTO ${schema}.events VALUES
        (7, 'aaaaaaaa-0000-4000-8000-000000000007', 'thing-0', 99, 'Forged', '{"name": "Forged"}', '{"userId": 1}', now(), ${hash})`);
      expect((await verify(schema)).firstBreak, `chained: ${chained}`).toMatchObject({
        position: '7',
        kind: 'inserted',
      });
    }
  });

  it('names a tail rewritten with recomputed hashes, against the digests published before', async () => {
    const schema = await log();
    const digestAt = async (position: number): Promise<ChainDigest> => {
      const { rows } = await sql(
        `SELECT encode(hash, 'hex') AS hash FROM ${schema}.events WHERE global_position = ${position}`,
      );
      return { position: String(position), hash: rows[0].hash, publishedAt: '2026-11-01T00:00:00.000Z' };
    };
    const digests = [await digestAt(10), await digestAt(20)];
    await sql(
      `UPDATE ${schema}.events SET data = jsonb_set(data, '{name}', '"Forged"') WHERE global_position = 12`,
    );
    // The forger recomputes every hash from the altered event on: the chain holds together again.
    await sql(`DO $$ DECLARE v_prev bytea; v_row record; BEGIN
      SELECT hash INTO v_prev FROM ${schema}.events WHERE global_position = 11;
      FOR v_row IN SELECT * FROM ${schema}.events WHERE global_position >= 12 ORDER BY global_position LOOP
        v_prev := ${schema}.chain_link(v_prev, v_row.global_position, ${contentDigestSql({
          id: 'v_row.event_id',
          stream: 'v_row.stream_name',
          revision: 'v_row.stream_revision',
          type: 'v_row.event_type',
          data: 'v_row.data',
          metadata: 'v_row.metadata',
        })});
        UPDATE ${schema}.events SET hash = v_prev WHERE global_position = v_row.global_position;
      END LOOP; END $$`);
    expect((await verify(schema)).firstBreak).toBeNull();
    expect((await verify(schema, digests)).firstBreak).toMatchObject({ position: '11', kind: 'rewritten' });
  });

  it('names a log cut short after a published digest as missing its tail', async () => {
    const schema = await log();
    const { rows } = await sql(
      `SELECT encode(hash, 'hex') AS hash FROM ${schema}.events WHERE global_position = 20`,
    );
    await sql(`DELETE FROM ${schema}.events WHERE global_position > 17`);
    const digest = { position: '20', hash: rows[0].hash, publishedAt: '2026-11-01T00:00:00.000Z' };
    expect((await verify(schema, [digest])).firstBreak).toMatchObject({ position: '18', kind: 'missing' });
  });
});
