import { randomBytes } from 'node:crypto';
import { createSilentLogger } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, type PostgresEventStore, StreamConflictError } from '../src/index';
import { collect } from './contract/collector';
import { ids, newEvent, newEvents, uniqueStreamName } from './contract/fixtures';

/** What the contract leaves open and this adapter promises on top. */
describe('PostgreSQL event store specifics', () => {
  let database: TestDatabase;
  let admin: pg.Client;
  const opened: PostgresEventStore[] = [];

  function openStore(options: { schema?: string; pollIntervalMs?: number } = {}): PostgresEventStore {
    const store = createPostgresEventStore({
      connectionString: database.url,
      logger: createSilentLogger(),
      schema: options.schema ?? `es_${randomBytes(4).toString('hex')}`,
      ...(options.pollIntervalMs === undefined ? {} : { pollIntervalMs: options.pollIntervalMs }),
    });
    opened.push(store);
    return store;
  }

  async function connectionsOfThisDatabase(): Promise<number> {
    const { rows } = await admin.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM pg_stat_activity
        WHERE datname = current_database() AND application_name LIKE 'eventstore%'`,
    );
    return Number(rows[0]!.count);
  }

  beforeAll(async () => {
    database = await createTestDatabase('eventstore_pg_specifics');
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await Promise.allSettled(opened.map((store) => store.close()));
    await admin?.end();
    await database?.drop();
  });

  it('writes appends that arrive together in one transaction, each with its own outcome', async () => {
    const schema = `es_${randomBytes(4).toString('hex')}`;
    const store = openStore({ schema });
    const taken = uniqueStreamName();
    const first = newEvent();
    await store.append(taken, [first], 'no_stream');
    const fresh = Array.from({ length: 20 }, () => uniqueStreamName());
    const outcomes = await Promise.allSettled([
      ...fresh.map((stream) => store.append(stream, newEvents(2), 'no_stream')),
      store.append(taken, [newEvent()], 5n),
      store.append(uniqueStreamName(), [first], 'any'),
      store.append(taken, [first], 'no_stream'),
    ]);

    const written = outcomes
      .slice(0, 20)
      .map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : null));
    expect(written.map((result) => result?.nextRevision)).toEqual(fresh.map(() => 1n));
    expect(new Set(written.map((result) => result?.position)).size).toBe(20);
    const [conflict, elsewhere, retried] = outcomes.slice(20);
    expect(conflict).toMatchObject({ status: 'rejected', reason: expect.any(StreamConflictError) });
    expect(elsewhere).toMatchObject({
      status: 'rejected',
      reason: expect.objectContaining({ message: expect.stringMatching(/already stored in stream/) }),
    });
    expect(retried).toEqual({ status: 'fulfilled', value: { nextRevision: 0n, position: 1n } });
    for (const stream of fresh) expect(await store.readStream(stream)).toHaveLength(2);
    // The first went alone; the others waited for it and went together. `xmin` names the
    // transaction that wrote a row.
    const { rows } = await admin.query<{ transactions: number }>(
      `SELECT count(DISTINCT xmin::text)::int AS transactions FROM ${schema}.events WHERE stream_name = ANY($1)`,
      [fresh],
    );
    expect(rows[0]!.transactions).toBeLessThanOrEqual(2);
  });

  it('starts empty and numbers positions 1, 2, 3… without gaps, conflicts and retries included', async () => {
    const store = openStore();
    expect(await store.headPosition()).toBeNull();
    expect(await store.readAll({ after: null, maxCount: 10 })).toEqual([]);

    const stream = uniqueStreamName();
    const first = newEvents(2);
    expect(await store.append(stream, first, 'no_stream')).toEqual({ nextRevision: 1n, position: 2n });
    await expect(store.append(stream, [newEvent()], 'no_stream')).rejects.toThrow(StreamConflictError);
    expect(await store.append(stream, first, 'no_stream')).toEqual({ nextRevision: 1n, position: 2n });
    expect(await store.append(uniqueStreamName(), [newEvent()], 'any')).toEqual({
      nextRevision: 0n,
      position: 3n,
    });

    const all = await store.readAll({ after: null, maxCount: 10 });
    expect(all.map((event) => event.position)).toEqual([1n, 2n, 3n]);
    expect(await store.headPosition()).toBe(3n);
    const times = all.map((event) => event.recordedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("reads the time an event was recorded to the millisecond, as pg's own parsing of it does", async () => {
    const schema = `es_${randomBytes(4).toString('hex')}`;
    const store = openStore({ schema });
    const stream = uniqueStreamName();
    await store.append(stream, newEvents(2), 'no_stream');
    // Times an append does not choose: microseconds just short of the next millisecond, and a
    // time before 1970, where dropping them is rounding down, not towards zero.
    const times = ['2026-01-02 03:04:05.678999+00', '1969-12-31 23:59:59.0005+00'];
    for (const [revision, time] of times.entries()) {
      await admin.query(
        `UPDATE ${schema}.events SET recorded_at = $1 WHERE stream_name = $2 AND stream_revision = $3`,
        [time, stream, revision],
      );
    }

    const expected = ['2026-01-02T03:04:05.678Z', '1969-12-31T23:59:59.000Z'];
    const read = await store.readStream(stream);
    expect(read.map((event) => event.recordedAt.toISOString())).toEqual(expected);
    const all = await store.readAll({ after: null, maxCount: 10 });
    expect(all.map((event) => event.recordedAt.toISOString())).toEqual(expected);
  });

  it('answers a partial overlap of event ids as a conflict and stores nothing', async () => {
    const store = openStore();
    const stream = uniqueStreamName();
    const [a, b] = newEvents(2) as [ReturnType<typeof newEvent>, ReturnType<typeof newEvent>];
    const original = await store.append(stream, [a, b], 'no_stream');

    const overlaps: [string, Parameters<PostgresEventStore['append']>][] = [
      ['one stored id and one new', [stream, [b, newEvent()], 0n]],
      ['stored ids under another revision', [stream, [a, b], 5n]],
      ['stored ids in another order', [stream, [b, a], 'any']],
      ['stored ids not at the start, for no_stream', [stream, [b], 'no_stream']],
    ];
    for (const [what, args] of overlaps) {
      await expect(store.append(...args), what).rejects.toBeInstanceOf(StreamConflictError);
    }
    expect(await store.append(stream, [a, b], 'any')).toEqual(original);
    expect(await store.append(stream, [a, b], 'stream_exists')).toEqual(original);
    const [storedA] = await store.readStream(stream, { maxCount: 1 });
    expect(await store.append(stream, [a], 'any')).toEqual({ nextRevision: 0n, position: storedA!.position });
    expect(ids(await store.readStream(stream))).toEqual([a.id, b.id]);
  });

  it('refuses an event id that another stream already holds', async () => {
    const store = openStore();
    const event = newEvent();
    await store.append(uniqueStreamName(), [event], 'no_stream');
    const other = uniqueStreamName();
    await expect(store.append(other, [event], 'any')).rejects.toThrow(/already stored in stream/);
    expect(await store.readStream(other)).toEqual([]);
  });

  it('migrates again and from several stores at once without harm', async () => {
    const schema = `es_${randomBytes(4).toString('hex')}`;
    const stores = [openStore({ schema }), openStore({ schema }), openStore({ schema })];
    await Promise.all(stores.map((store) => store.migrate()));
    await stores[0]!.append(uniqueStreamName(), [newEvent()], 'no_stream');
    const again = openStore({ schema });
    await again.migrate();
    expect(await again.headPosition()).toBe(1n);
  });

  it('keeps a subscription live when its LISTEN connection is killed', async () => {
    // Polling is pushed out of the test's reach: only the listener's reconnect can deliver.
    const store = openStore({ pollIntervalMs: 600_000 });
    const stream = uniqueStreamName();
    const first = newEvent();
    await store.append(stream, [first], 'no_stream');
    const collector = collect(store.subscribeToAll({ after: null }));
    await collector.waitUntil('the first event', (events) => events.some((event) => event.id === first.id));

    const { rows } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'eventstore-listener'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const second = newEvent();
    await store.append(stream, [second], 0n);
    await collector.waitUntil('the event after the kill', (events) => events.some((e) => e.id === second.id));
    await collector.stop();
    expect(ids(collector.events)).toEqual([first.id, second.id]);
  });

  it('close() ends its subscriptions and returns every connection', async () => {
    const connectionsBefore = await connectionsOfThisDatabase();
    const store = openStore();
    await store.append(uniqueStreamName(), [newEvent()], 'no_stream');
    const collector = collect(store.subscribeToAll({ after: null }));
    await collector.waitUntil('the history', (events) => events.length === 1);

    await store.close();
    await collector.stop();
    await expect(store.append(uniqueStreamName(), [newEvent()], 'any')).rejects.toThrow();
    await expect.poll(connectionsOfThisDatabase, { timeout: 5_000 }).toBe(connectionsBefore);
  });
});
