import { randomBytes } from 'node:crypto';
import { zoneUpdatedSchema } from '@seerat/contracts';
import { createSilentLogger } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkedData,
  createPostgresEventStore,
  type PostgresEventStore,
  type RecordedEvent,
} from '../src/index';
import { newEvent, testMetadata, uniqueStreamName } from './contract/fixtures';

/** Data that JSON text and pg's own parsing could read differently, if anything could. */
const AWKWARD_DATA: unknown[] = [
  { name: 'سیرت "کانفرنس"\\ \n\t ✓ 😀', nested: [{ a: null, b: [1.5, -0.25, 1e21] }] },
  { amount: 12345678901234.5, flag: false, empty: {}, list: [] },
  'a bare string',
  42,
  null,
];

describe('the PostgreSQL store’s page reader (a worker thread)', () => {
  let database: TestDatabase;
  let admin: pg.Client;
  let store: PostgresEventStore;
  const schema = `es_${randomBytes(4).toString('hex')}`;

  async function readerConnections(): Promise<number> {
    const { rows } = await admin.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'eventstore page reader'`,
    );
    return Number(rows[0]!.count);
  }

  beforeAll(async () => {
    database = await createTestDatabase('eventstore_page_reader');
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    store = createPostgresEventStore({
      connectionString: database.url,
      logger: createSilentLogger(),
      schema,
    });
    for (let index = 0; index < 23; index++) {
      const data = AWKWARD_DATA[index % AWKWARD_DATA.length];
      const metadata = testMetadata({
        username: `tester ${index} "ü"`,
        changeReason: index % 2 ? 'why\nnot' : null,
      });
      await store.append(
        uniqueStreamName(),
        [{ ...newEvent(data, `Type${index % 3}`), metadata }],
        'no_stream',
      );
    }
  });
  afterAll(async () => {
    await store?.close();
    await admin?.end();
    await database?.drop();
  });

  it('reads the same events as readAll, page after page, and leaves no connection once closed', async () => {
    const reader = store.openPageReader!({ pageSize: 5 });
    const pages: RecordedEvent[][] = [];
    const expected: RecordedEvent[][] = [];
    let after: bigint | null = null;
    try {
      for (;;) {
        const page: RecordedEvent[] = await reader.read(after);
        pages.push(page);
        expected.push(await store.readAll({ after, maxCount: 5 }));
        if (page.length < 5) break;
        after = page.at(-1)!.position;
      }
    } finally {
      await reader.close();
    }
    expect(pages.map((page) => page.length)).toEqual([5, 5, 5, 5, 3]);
    expect(pages).toStrictEqual(expected);
    expect(await readerConnections()).toBe(0);
  });

  it('answers a position other than the one it read ahead for', async () => {
    const reader = store.openPageReader!({ pageSize: 4 });
    try {
      const first = await reader.read(null);
      const later = await reader.read(9n);
      const again = await reader.read(first.at(-1)!.position);
      expect(later.map((event) => event.position)).toEqual([10n, 11n, 12n, 13n]);
      expect(again).toStrictEqual(await store.readAll({ after: 4n, maxCount: 4 }));
    } finally {
      await reader.close();
    }
  });

  it('gives the contract’s output of the events that keep their type’s contract, and only of those', async () => {
    const kept = { zoneId: 3, changes: { name: { from: 'a', to: 'ب' } }, unknownKey: 'dropped' };
    const broken = { zoneId: 'three', changes: {} };
    await store.append(
      uniqueStreamName('zone'),
      [newEvent(kept, 'ZoneUpdated'), newEvent(broken, 'ZoneUpdated')],
      'no_stream',
    );
    const reader = store.openPageReader!({ pageSize: 100 });
    try {
      const events = await reader.read(23n);
      const fromReadAll = await store.readAll({ after: 23n, maxCount: 100 });
      expect(events).toStrictEqual(fromReadAll);
      expect(checkedData(events[0]!)).toStrictEqual(zoneUpdatedSchema.parse(kept));
      expect(checkedData(events[0]!)).not.toHaveProperty('unknownKey');
      expect(checkedData(events[1]!)).toBeUndefined();
      expect(checkedData(fromReadAll[0]!)).toBeUndefined();
      const untyped = (await reader.read(null)).slice(0, 23);
      expect(untyped.map(checkedData)).toEqual(untyped.map(() => undefined));
    } finally {
      await reader.close();
    }
  });

  it('rejects a read that fails, with the database’s reason', async () => {
    const unmigrated = createPostgresEventStore({
      connectionString: database.url,
      logger: createSilentLogger(),
      schema: `es_${randomBytes(4).toString('hex')}`,
    });
    const reader = unmigrated.openPageReader!({ pageSize: 4 });
    try {
      await expect(reader.read(null)).rejects.toThrow(/Reading the log failed: .*does not exist/);
    } finally {
      await reader.close();
      await unmigrated.close();
    }
  });
});
