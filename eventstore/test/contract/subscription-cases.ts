import { expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '../../src/index';
import { collect } from './collector';
import { expectStrictlyIncreasing, ids, newEvents, uniqueStreamName } from './fixtures';

function hasAll(wanted: string[]): (events: RecordedEvent[]) => boolean {
  return (events) => {
    const seen = new Set(ids(events));
    return wanted.every((id) => seen.has(id));
  };
}

function ofStream(events: RecordedEvent[], stream: string): RecordedEvent[] {
  return events.filter((event) => event.streamName === stream);
}

export function subscriptionCases(store: () => EventStore): void {
  it('subscribes after a position: the history first, then events appended while it runs', async () => {
    const stream = uniqueStreamName();
    const history = newEvents(3);
    const before = await store().headPosition();
    await store().append(stream, history, 'no_stream');

    const collector = collect(store().subscribeToAll({ after: before }));
    await collector.waitUntil('the history', hasAll(ids(history)));
    const live = newEvents(2);
    await store().append(stream, live, 2n);
    await collector.waitUntil('the live tail', hasAll(ids(live)));
    await collector.stop();

    expect(ids(ofStream(collector.events, stream))).toEqual([...ids(history), ...ids(live)]);
    expectStrictlyIncreasing(collector.events.map((event) => event.position));
    if (before !== null) expect(collector.events.every((event) => event.position > before)).toBe(true);
  });

  it('starts after the given position, exclusive', async () => {
    const stream = uniqueStreamName();
    const appended = newEvents(3);
    await store().append(stream, appended, 'no_stream');
    const [first] = await store().readStream(stream, { maxCount: 1 });

    const collector = collect(store().subscribeToAll({ after: first!.position }));
    await collector.waitUntil('the events after the first', hasAll(ids(appended.slice(1))));
    await collector.stop();

    expect(ids(ofStream(collector.events, stream))).toEqual(ids(appended.slice(1)));
  });

  it('resumes from a checkpoint without gaps or duplicates', async () => {
    const stream = uniqueStreamName();
    const before = await store().headPosition();
    const firstPart = newEvents(3);
    await store().append(stream, firstPart, 'no_stream');

    const first = collect(store().subscribeToAll({ after: before }));
    await first.waitUntil('the first part', hasAll(ids(firstPart)));
    await first.stop();
    const checkpoint = first.events.at(-1)!.position;

    const secondPart = newEvents(3);
    await store().append(stream, secondPart, 2n);
    const second = collect(store().subscribeToAll({ after: checkpoint }));
    await second.waitUntil('the second part', hasAll(ids(secondPart)));
    await second.stop();

    expect(second.events.every((event) => event.position > checkpoint)).toBe(true);
    const seen = [...ofStream(first.events, stream), ...ofStream(second.events, stream)];
    expect(ids(seen)).toEqual([...ids(firstPart), ...ids(secondPart)]);
  });

  it('delivers batches of at most maxBatchSize events', async () => {
    const stream = uniqueStreamName();
    const before = await store().headPosition();
    const appended = newEvents(7);
    await store().append(stream, appended, 'no_stream');

    const collector = collect(store().subscribeToAll({ after: before, maxBatchSize: 3 }));
    await collector.waitUntil('all seven events', hasAll(ids(appended)));
    await collector.stop();

    expect(ids(ofStream(collector.events, stream))).toEqual(ids(appended));
    expect(Math.max(...collector.batchSizes)).toBeLessThanOrEqual(3);
    expect(collector.batchSizes.every((size) => size > 0)).toBe(true);
  });

  it('close() ends an iteration that waits for events', async () => {
    const subscription = store().subscribeToAll({ after: await store().headPosition() });
    const iteration = (async () => {
      for await (const _batch of subscription) {
        // Waits at the head until closed.
      }
      return 'ended';
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await subscription.close();
    await expect(iteration).resolves.toBe('ended');
  });
}
