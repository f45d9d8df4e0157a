import { randomUUID } from 'node:crypto';
import { cityStreamName, type EventMetadata, SYSTEM_USER } from '@seerat/contracts';
import { createEventStore, type EventStore } from '@seerat/eventstore';
import { createSilentLogger } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { sameTurnStreamReads } from '../src/commands/same-turn-stream-reads';

const metadata: EventMetadata = {
  ...SYSTEM_USER,
  correlationId: 'test',
  occurredAt: new Date().toISOString(),
};
const stream = cityStreamName(7);

let db: TestDatabase;
let store: EventStore;
/** How many stream reads reached the store. */
let reads: number;
let shared: EventStore;
beforeEach(async () => {
  db = await createTestDatabase('same_turn_stream_reads');
  store = createEventStore({ databaseUrl: db.url, logger: createSilentLogger() });
  reads = 0;
  shared = sameTurnStreamReads({
    ...store,
    append: (...args) => store.append(...args),
    readStream: (...args) => {
      reads++;
      return store.readStream(...args);
    },
  });
});
afterEach(async () => {
  await store.close();
  await db.drop();
});

async function appendCounts(count: number) {
  const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
  const events = Array.from({ length: count }, () => ({
    id: randomUUID(),
    type: 'CityUpdated',
    data: { cityId: 7, changes: { activeCircles: { from: 1, to: 2 } } },
    metadata,
  }));
  await store.append(stream, events, last ? last.revision : 'no_stream');
}

const revisions = (events: { revision: bigint }[]) => events.map((event) => event.revision);

it('sends the reads of one stream asked for in one turn as one query, each answered from its revision', async () => {
  await appendCounts(3);
  const [fromOne, fromTwo] = await Promise.all([
    shared.readStream(stream, { fromRevision: 1n }),
    shared.readStream(stream, { fromRevision: 2n }),
  ]);
  expect(revisions(fromOne)).toEqual([1n, 2n]);
  expect(revisions(fromTwo)).toEqual([2n]);
  expect(reads).toBe(1);
});

it('reads again for a read asked for after the turn, which sees the events appended since', async () => {
  await appendCounts(1);
  expect(revisions(await shared.readStream(stream, { fromRevision: 0n }))).toEqual([0n]);
  await appendCounts(1);
  expect(revisions(await shared.readStream(stream, { fromRevision: 0n }))).toEqual([0n, 1n]);
  expect(reads).toBe(2);
});

it('sends its own query for a read from an earlier revision than the one under way', async () => {
  await appendCounts(3);
  const [fromTwo, fromZero] = await Promise.all([
    shared.readStream(stream, { fromRevision: 2n }),
    shared.readStream(stream, { fromRevision: 0n }),
  ]);
  expect(revisions(fromTwo)).toEqual([2n]);
  expect(revisions(fromZero)).toEqual([0n, 1n, 2n]);
  expect(reads).toBe(2);
});
