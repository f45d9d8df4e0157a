import { expect, it } from 'vitest';
import { type EventStore, type ExpectedRevision, StreamConflictError } from '../../src/index';
import { ids, newEvent, newEvents, uniqueStreamName } from './fixtures';

async function conflictOf(promise: Promise<unknown>): Promise<StreamConflictError> {
  const error = await promise.then(
    () => null,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(StreamConflictError);
  return error as StreamConflictError;
}

export function appendCases(store: () => EventStore): void {
  async function streamWith(count: number): Promise<string> {
    const stream = uniqueStreamName();
    await store().append(stream, newEvents(count), 'no_stream');
    return stream;
  }

  it('no_stream creates a stream; the result names its last revision and position', async () => {
    const stream = uniqueStreamName();
    const result = await store().append(stream, newEvents(2), 'no_stream');
    const read = await store().readStream(stream);
    expect(result.nextRevision).toBe(1n);
    expect(read.map((event) => event.revision)).toEqual([0n, 1n]);
    expect(result.position).toBe(read[1]!.position);
  });

  it('no_stream conflicts with an existing stream and stores nothing', async () => {
    const stream = await streamWith(1);
    await conflictOf(store().append(stream, [newEvent()], 'no_stream'));
    expect(await store().readStream(stream)).toHaveLength(1);
  });

  it('any appends to an absent and to an existing stream', async () => {
    const stream = uniqueStreamName();
    expect((await store().append(stream, [newEvent()], 'any')).nextRevision).toBe(0n);
    expect((await store().append(stream, newEvents(2), 'any')).nextRevision).toBe(2n);
    expect(await store().readStream(stream)).toHaveLength(3);
  });

  it('stream_exists appends to an existing stream', async () => {
    const stream = await streamWith(1);
    expect((await store().append(stream, [newEvent()], 'stream_exists')).nextRevision).toBe(1n);
  });

  it('stream_exists conflicts with an absent stream and creates nothing', async () => {
    const stream = uniqueStreamName();
    const conflict = await conflictOf(store().append(stream, [newEvent()], 'stream_exists'));
    expect(conflict.actual).toBe('no_stream');
    expect(await store().readStream(stream)).toEqual([]);
  });

  it('an exact revision appends when it is the last revision', async () => {
    const stream = await streamWith(2);
    const result = await store().append(stream, newEvents(3), 1n);
    expect(result.nextRevision).toBe(4n);
    expect(await store().readStream(stream)).toHaveLength(5);
  });

  it('an exact revision conflicts when the stream is behind, ahead, or absent', async () => {
    const stream = await streamWith(2);
    for (const expected of [0n, 2n, 5n]) {
      const conflict = await conflictOf(store().append(stream, [newEvent()], expected));
      expect(conflict.actual).toBe(1n);
    }
    const absent = await conflictOf(store().append(uniqueStreamName(), [newEvent()], 0n));
    expect(absent.actual).toBe('no_stream');
    expect(await store().readStream(stream)).toHaveLength(2);
  });

  it('the conflict error names the stream, the expected and the actual revision', async () => {
    const stream = await streamWith(3);
    const cases: [ExpectedRevision, bigint | 'no_stream'][] = [
      ['no_stream', 2n],
      [7n, 2n],
    ];
    for (const [expected, actual] of cases) {
      const conflict = await conflictOf(store().append(stream, [newEvent()], expected));
      expect(conflict).toMatchObject({ name: 'StreamConflictError', streamName: stream, expected, actual });
      expect(conflict.message).toContain(stream);
    }
  });

  it('appending the same event ids again at the same place stores them once and repeats the result', async () => {
    const stream = uniqueStreamName();
    const first = newEvents(2);
    const created = await store().append(stream, first, 'no_stream');
    expect(await store().append(stream, first, 'no_stream')).toEqual(created);

    const second = [newEvent()];
    const extended = await store().append(stream, second, 1n);
    expect(await store().append(stream, second, 1n)).toEqual(extended);

    const read = await store().readStream(stream);
    expect(ids(read)).toEqual([...ids(first), ...ids(second)]);
    const after = await store().readAll({ after: created.position, maxCount: 10 });
    expect(after.filter((event) => event.streamName === stream).map((event) => event.id)).toEqual(
      ids(second),
    );
  });

  it('positions grow from one append to the next', async () => {
    const stream = uniqueStreamName();
    const first = await store().append(stream, [newEvent()], 'no_stream');
    const second = await store().append(uniqueStreamName(), [newEvent()], 'no_stream');
    const third = await store().append(stream, [newEvent()], 0n);
    expect(second.position > first.position).toBe(true);
    expect(third.position > second.position).toBe(true);
  });

  it('refuses an empty append, repeated ids in one append, and ids that are no UUIDs', async () => {
    const stream = uniqueStreamName();
    const event = newEvent();
    await expect(store().append(stream, [], 'any')).rejects.toThrow(/no events/);
    await expect(store().append(stream, [event, { ...event }], 'any')).rejects.toThrow(/appears twice/);
    await expect(store().append(stream, [{ ...event, id: 'not-a-uuid' }], 'any')).rejects.toThrow(/no UUID/);
    expect(await store().readStream(stream)).toEqual([]);
  });
}
