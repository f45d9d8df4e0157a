import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import { type EventStore, StreamConflictError } from '../../src/index';
import { collect } from './collector';
import {
  expectStrictlyIncreasing,
  ids,
  newEvent,
  newEvents,
  readAllUntil,
  uniqueStreamName,
} from './fixtures';

const WRITERS = 8;
const EVENTS_PER_WRITER = 250;
const TOTAL = WRITERS * EVENTS_PER_WRITER;

/**
 * Many writers race on a few streams while one live subscriber, started before them, reads. Half
 * the writers append with the revision they just read and retry on conflict, half use `any`. The
 * subscriber must see exactly the events the writers saw committed, each once, in position order,
 * and in the order `readAll` gives afterwards.
 */
export function concurrencyCase(store: () => EventStore): void {
  it(`${WRITERS} concurrent writers, ${TOTAL} events, one live subscriber: each committed event exactly once, in order`, async () => {
    const streams = Array.from({ length: 4 }, () => uniqueStreamName('race'));
    const ours = new Set(streams);
    const before = await store().headPosition();
    const collector = collect(store().subscribeToAll({ after: before, maxBatchSize: 100 }));
    const committed: string[] = [];

    async function write(writer: number): Promise<void> {
      const withRevision = writer % 2 === 0;
      let remaining = EVENTS_PER_WRITER;
      while (remaining > 0) {
        const stream = streams[randomInt(streams.length)]!;
        const events = newEvents(Math.min(remaining, 1 + randomInt(4)), `Raced${writer}`);
        try {
          if (withRevision) {
            const [last] = await store().readStream(stream, { direction: 'backwards', maxCount: 1 });
            await store().append(stream, events, last ? last.revision : 'no_stream');
          } else {
            await store().append(stream, events, 'any');
          }
        } catch (error) {
          if (error instanceof StreamConflictError) continue;
          throw error;
        }
        committed.push(...ids(events));
        remaining -= events.length;
      }
    }
    await Promise.all(Array.from({ length: WRITERS }, (_, writer) => write(writer)));

    // Everything before the sentinel has been delivered once the sentinel is: late duplicates show.
    const sentinel = newEvent({ sentinel: true });
    await store().append(streams[0]!, [sentinel], 'any');
    await collector.waitUntil(
      'the sentinel',
      (events) => events.some((event) => event.id === sentinel.id),
      60_000,
    );
    await collector.stop();

    expect(committed).toHaveLength(TOTAL);
    expectStrictlyIncreasing(collector.events.map((event) => event.position));
    const delivered = ids(collector.events.filter((event) => ours.has(event.streamName)));
    expect(delivered).toHaveLength(TOTAL + 1);
    expect(new Set(delivered)).toEqual(new Set([...committed, sentinel.id]));

    const logged = await readAllUntil(store(), before, (events) => events.some((e) => e.id === sentinel.id));
    expect(ids(logged.filter((event) => ours.has(event.streamName)))).toEqual(delivered);

    let stored = 0;
    for (const stream of streams) {
      const read = await store().readStream(stream);
      expect(read.map((event) => event.revision)).toEqual(read.map((_, index) => BigInt(index)));
      stored += read.length;
    }
    expect(stored).toBe(TOTAL + 1);
  }, 120_000);
}
