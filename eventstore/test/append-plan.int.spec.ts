import { randomBytes } from 'node:crypto';
import { createSilentLogger } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, type PostgresEventStore } from '../src/index';
import { newEvent, newEvents, uniqueStreamName } from './contract/fixtures';

/**
 * The append reads the log through its indexes whatever the planner believes about the tables:
 * a new database has no statistics (autovacuum may be off, and nothing analyzes a table created
 * a moment ago), and a table analyzed while nearly empty looks smaller than one page. Either way
 * a sequential scan looked cheap, and every append read the whole log: seeding ran at 222
 * events/s and falling until a manual ANALYZE.
 */
describe('the append on tables without useful statistics', () => {
  let database: TestDatabase;
  let admin: pg.Client;
  const stores: PostgresEventStore[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('eventstore_append_plan');
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    // Thousands of appends: waiting for each commit's flush would only make the test slow.
    await admin.query(`ALTER DATABASE "${database.name}" SET synchronous_commit = off`);
  });
  afterAll(async () => {
    await Promise.allSettled(stores.map((store) => store.close()));
    await admin?.end();
    await database?.drop();
  });

  function openStore(schema: string): PostgresEventStore {
    const store = createPostgresEventStore({
      connectionString: database.url,
      logger: createSilentLogger(),
      schema,
    });
    stores.push(store);
    return store;
  }

  /** Single appends, appends that go together, several events at once, retries and conflicts. */
  async function appendMany(store: PostgresEventStore, rounds: number): Promise<number> {
    let events = 0;
    for (let round = 0; round < rounds; round++) {
      const stream = uniqueStreamName('plan');
      const first = newEvents(3);
      await store.append(stream, first, 'no_stream');
      await store.append(stream, first, 'no_stream');
      await expect(store.append(stream, [newEvent()], 0n)).rejects.toThrow();
      await Promise.all(
        Array.from({ length: 20 }, (_, index) => store.append(`${stream}-${index % 5}`, [newEvent()], 'any')),
      );
      events += first.length + 20;
    }
    return events;
  }

  interface TableScans {
    relname: string;
    seq_scan: number;
    idx_scan: number;
    n_tup_ins: number;
  }

  /** The scans of the schema's tables, once every connection of the store has reported them. */
  async function closedAndCounted(store: PostgresEventStore, schema: string, inserted: number) {
    await store.close();
    // A backend reports its counters when it ends, a moment after close() returns.
    const report = () =>
      admin
        .query<TableScans>(
          `SELECT relname, seq_scan::int, idx_scan::int, n_tup_ins::int FROM pg_stat_user_tables
            WHERE schemaname = $1 AND relname IN ('events', 'streams') ORDER BY relname`,
          [schema],
        )
        .then(({ rows }) => rows);
    await expect.poll(async () => (await report())[0]?.n_tup_ins, { timeout: 10_000 }).toBe(inserted);
    return report();
  }

  /**
   * A store with one event, its counters taken after it: creating the tables scanned them to
   * build their indexes, which says nothing about the append.
   */
  async function storeWithOneEvent(schema: string): Promise<TableScans[]> {
    const store = openStore(schema);
    await store.append(uniqueStreamName('plan'), [newEvent()], 'no_stream');
    return closedAndCounted(store, schema, 1);
  }

  /** `prepare` runs once the store has migrated: the migration's own reads are not the append's. */
  async function expectIndexesOnly(
    schema: string,
    before: TableScans[],
    prepare: () => Promise<unknown> = async () => {},
  ): Promise<void> {
    const store = openStore(schema);
    await store.migrate();
    await prepare();
    const events = await appendMany(store, 100);
    const after = await closedAndCounted(store, schema, 1 + events);

    const scanned = after.map((row, index) => ({
      table: row.relname,
      sequential: row.seq_scan - before[index]!.seq_scan,
      indexed: row.idx_scan - before[index]!.idx_scan,
    }));
    expect(scanned).toEqual([
      { table: 'events', sequential: 0, indexed: expect.any(Number) },
      { table: 'streams', sequential: 0, indexed: expect.any(Number) },
    ]);
    for (const { indexed } of scanned) expect(indexed).toBeGreaterThan(0);
  }

  it('never scans the log on a store that was never analyzed', async () => {
    const schema = `plan_${randomBytes(4).toString('hex')}`;
    const before = await storeWithOneEvent(schema);

    await expectIndexesOnly(schema, before);
  });

  it('never scans the log after the tables were analyzed while nearly empty', async () => {
    const schema = `plan_${randomBytes(4).toString('hex')}`;
    const before = await storeWithOneEvent(schema);

    await expectIndexesOnly(schema, before, () => admin.query(`ANALYZE ${schema}.events, ${schema}.streams`));
  });
});
