import type { PassThrough } from 'node:stream';
import type { AllStreamResolvedEvent } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { headPosition, readAll } from '../src/eventstoredb/read';
import { subscribeToAllInBatches } from '../src/eventstoredb/subscription';
import type { RecordedEvent } from '../src/index';
import { collect } from './contract/collector';
import { fakeServer, isSystem } from './contract/in-memory-all';

/**
 * The adapter's own logic (paging past the server's events, exclusive starts, batching) against an
 * in-memory `$all` that behaves as EventStoreDB documents it: reads start at their position
 * inclusively (backwards: before it), subscriptions after it. The contract suite covers the real
 * server when EVENTSTORE_URL is set.
 */
function raw(offset: number, type: string): AllStreamResolvedEvent {
  const position = { commit: BigInt(offset), prepare: BigInt(offset) };
  return {
    event: {
      streamId: type.startsWith('$') ? '$stats' : 'city-1',
      id: `00000000-0000-4000-8000-${String(offset).padStart(12, '0')}`,
      revision: BigInt(offset),
      type,
      data: { offset },
      metadata: { userId: 1, username: 'u', correlationId: 'c', occurredAt: '2024-01-01T00:00:00Z' },
      isJson: true,
      created: new Date(0),
      position,
    },
    commitPosition: position.commit,
  } as AllStreamResolvedEvent;
}

const offsets = (events: RecordedEvent[]) => events.map((event) => Number(event.position));

describe('EventStoreDB adapter without a server', () => {
  const log = [
    raw(10, '$UserCreated'),
    raw(20, 'CityCreated'),
    raw(30, 'CityRenamed'),
    ...Array.from({ length: 250 }, (_, index) => raw(100 + index, '$statsCollected')),
    raw(400, 'CityRenamed'),
    raw(410, 'CityRenamed'),
    raw(420, '$metadata'),
  ];

  it('reads all past pages of server events until maxCount of ours, after a position exclusive', async () => {
    const { client } = fakeServer(log);
    expect(offsets(await readAll(client, { after: null, maxCount: 3 }))).toEqual([20, 30, 400]);
    expect(offsets(await readAll(client, { after: 30n, maxCount: 10 }))).toEqual([400, 410]);
    expect(offsets(await readAll(client, { after: 410n, maxCount: 10 }))).toEqual([]);
  });

  it('finds the head past trailing server events, null without events of ours', async () => {
    const trailing = Array.from({ length: 150 }, (_, index) => raw(1000 + index, '$statsCollected'));
    expect(await headPosition(fakeServer([...log, ...trailing]).client)).toBe(410n);
    expect(await headPosition(fakeServer(log.filter(isSystem)).client)).toBeNull();
  });

  it('subscribes after a position in batches of at most maxBatchSize, then live, until closed', async () => {
    const { client, live } = fakeServer(log);
    const closed: string[] = [];
    const subscription = subscribeToAllInBatches(client, {
      after: 20n,
      maxBatchSize: 2,
      onClose: () => closed.push('closed'),
    });
    const collector = collect(subscription);
    await collector.waitUntil('the history', (events) => events.length === 3);
    live.write(raw(500, 'CityRenamed'));
    await collector.waitUntil('the live event', (events) => events.length === 4);
    await collector.stop();

    expect(offsets(collector.events)).toEqual([30, 400, 410, 500]);
    expect(Math.max(...collector.batchSizes)).toBeLessThanOrEqual(2);
    expect(closed).toEqual(['closed']);
  });

  it('ends the iteration with an error when the subscription fails or the server ends it', async () => {
    const stops = [
      (live: PassThrough) => live.destroy(new Error('connection lost')),
      (live: PassThrough) => live.end(),
    ];
    for (const stop of stops) {
      const { client, live } = fakeServer([]);
      const collector = collect(
        subscribeToAllInBatches(client, { after: null, maxBatchSize: 10, onClose() {} }),
      );
      stop(live);
      await expect(collector.waitUntil('never', () => false)).rejects.toThrow(/failed/);
    }
  });

  it('refuses an event whose commit and prepare positions differ', async () => {
    const odd = raw(600, 'CityRenamed');
    odd.event!.position = { commit: 600n, prepare: 590n };
    await expect(readAll(fakeServer([odd]).client, { after: null, maxCount: 1 })).rejects.toThrow(
      /explicit transaction/,
    );
  });
});
