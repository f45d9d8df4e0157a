import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { EventStore, EventToAppend } from '../../src/index';
import {
  expectStrictlyIncreasing,
  ids,
  newEvent,
  newEvents,
  readAllUntil,
  testMetadata,
  uniqueStreamName,
} from './fixtures';

export function readCases(store: () => EventStore): void {
  async function streamOf(count: number): Promise<{ stream: string; appended: EventToAppend[] }> {
    const stream = uniqueStreamName();
    const appended = newEvents(count);
    await store().append(stream, appended, 'no_stream');
    return { stream, appended };
  }

  it('reads a stream forwards with every field of its events', async () => {
    const { stream, appended } = await streamOf(3);
    const read = await store().readStream(stream);
    expect(ids(read)).toEqual(ids(appended));
    read.forEach((event, index) => {
      expect(event).toMatchObject({
        streamName: stream,
        revision: BigInt(index),
        type: appended[index]!.type,
        data: appended[index]!.data,
        metadata: appended[index]!.metadata,
      });
      expect(typeof event.position).toBe('bigint');
      expect(event.recordedAt).toBeInstanceOf(Date);
    });
    expectStrictlyIncreasing(read.map((event) => event.position));
  });

  it('reads a stream backwards', async () => {
    const { stream, appended } = await streamOf(3);
    const read = await store().readStream(stream, { direction: 'backwards' });
    expect(ids(read)).toEqual(ids(appended).reverse());
    expect(read.map((event) => event.revision)).toEqual([2n, 1n, 0n]);
  });

  it('reads a stream from a revision, inclusive, in both directions', async () => {
    const { stream, appended } = await streamOf(5);
    const forwards = await store().readStream(stream, { fromRevision: 2n });
    const backwards = await store().readStream(stream, { direction: 'backwards', fromRevision: 2n });
    expect(ids(forwards)).toEqual(ids(appended.slice(2)));
    expect(ids(backwards)).toEqual(ids(appended.slice(0, 3)).reverse());
    expect(await store().readStream(stream, { fromRevision: 5n })).toEqual([]);
  });

  it('reads at most maxCount events of a stream', async () => {
    const { stream, appended } = await streamOf(5);
    expect(ids(await store().readStream(stream, { maxCount: 2 }))).toEqual(ids(appended.slice(0, 2)));
    expect(ids(await store().readStream(stream, { direction: 'backwards', maxCount: 1 }))).toEqual([
      appended[4]!.id,
    ]);
    expect(ids(await store().readStream(stream, { fromRevision: 1n, maxCount: 3 }))).toEqual(
      ids(appended.slice(1, 4)),
    );
  });

  it('reads an absent stream as empty, in both directions', async () => {
    const stream = uniqueStreamName();
    expect(await store().readStream(stream)).toEqual([]);
    expect(await store().readStream(stream, { direction: 'backwards' })).toEqual([]);
  });

  it('reads all events from the beginning in position order', async () => {
    const { stream, appended } = await streamOf(3);
    const all = await readAllUntil(store(), null, (events) =>
      events.some((event) => event.id === appended[2]!.id),
    );
    expectStrictlyIncreasing(all.map((event) => event.position));
    expect(ids(all.filter((event) => event.streamName === stream))).toEqual(ids(appended));
  });

  it('reads all events after a position, exclusive, at most maxCount', async () => {
    const { stream, appended } = await streamOf(4);
    const [first] = await store().readStream(stream, { maxCount: 1 });
    const after = await store().readAll({ after: first!.position, maxCount: 2 });
    expect(ids(after)).toEqual(ids(appended.slice(1, 3)));
  });

  it('knows the head position: nothing appended so far lies after it', async () => {
    const { stream } = await streamOf(2);
    const [last] = await store().readStream(stream, { direction: 'backwards', maxCount: 1 });
    const head = await store().headPosition();
    expect(head).not.toBeNull();
    expect(head! >= last!.position).toBe(true);
    const afterHead = await store().readAll({ after: head, maxCount: 100 });
    expect(afterHead.filter((event) => event.streamName === stream)).toEqual([]);
  });

  it('returns data and metadata exactly as appended', async () => {
    const stream = uniqueStreamName();
    const metadata = testMetadata({
      userId: null,
      username: 'مہمان منتظم',
      changeReason: 'Quotes " and \\ backslash, new\nline, emoji 🕌, tab\t.',
      ipAddress: '2001:db8::1',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      causationId: null,
      occurredAt: '2024-03-01T15:30:00.123+05:00',
    });
    const data = {
      name: 'Jamia Masjid — جامع مسجد',
      counts: [0, -1, 2.5, 9007199254740991],
      nested: { empty: {}, list: [], flag: false, nothing: null },
      text: '',
    };
    const event = { id: randomUUID(), type: 'RoundTripped', data, metadata };
    await store().append(stream, [newEvent(), event], 'no_stream');
    const [before, fromStream] = await store().readStream(stream);
    const [fromAll] = await store().readAll({ after: before!.position, maxCount: 1 });
    for (const read of [fromStream, fromAll]) {
      expect(read!.data).toStrictEqual(data);
      expect(read!.metadata).toStrictEqual(metadata);
      expect(read!.type).toBe('RoundTripped');
    }
  });
}
