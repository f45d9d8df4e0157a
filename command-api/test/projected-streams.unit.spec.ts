import type { EventStore, RecordedEvent } from '@seerat/eventstore';
import type { CheckpointWatcher } from '@seerat/platform';
import { describe, expect, it } from 'vitest';
import { projectedStreams } from '../src/facts/projected-streams';

/**
 * The store and the watcher stand in for the real ones (the portal tests drive those, see
 * rights-revocation): here the moment at which the projector moves can be placed exactly.
 */
function world(options: { lastPosition: bigint; projected: bigint }) {
  let projected = options.projected;
  const store = {
    readStream: async () => [{ position: options.lastPosition } as RecordedEvent],
  } as unknown as EventStore;
  const watcher = {
    current: () => projected,
    waitFor: async (position: bigint) => position <= projected,
  } as unknown as CheckpointWatcher;
  const streams = projectedStreams({ store, watcher, timeoutMs: 10, readModels: [] });
  return { streams, advanceTo: (position: bigint) => (projected = position) };
}

describe('readCurrent: facts read beside the look-up of their streams', () => {
  it('keeps the first read when the read models held the stream before it began', async () => {
    const { streams } = world({ lastPosition: 5n, projected: 7n });
    let reads = 0;
    expect(await streams.readCurrent(['city-1'], async () => ++reads)).toBe(1);
    expect(reads).toBe(1);
  });

  it('reads again when the projector reached the stream only while the first read ran', async () => {
    const { streams, advanceTo } = world({ lastPosition: 5n, projected: 3n });
    let reads = 0;
    const facts = await streams.readCurrent(['city-1'], async () => {
      // The read may have seen the models before event 5; that the watcher knows 5 now proves nothing.
      advanceTo(9n);
      return ++reads;
    });
    expect(facts).toBe(2);
  });

  it('refuses with a 503 when the read models do not reach the stream', async () => {
    const { streams } = world({ lastPosition: 5n, projected: 3n });
    await expect(streams.readCurrent(['city-1'], async () => 1)).rejects.toMatchObject({ status: 503 });
  });
});

describe('awaitStreams: streams looked up after the facts were read', () => {
  it('says the facts must be read again when the projector reached the stream after they were read', async () => {
    const { streams, advanceTo } = world({ lastPosition: 5n, projected: 3n });
    const readAt = streams.known();
    // The facts are read here, before event 5 is projected; its notice arrives during the look-up.
    advanceTo(9n);
    expect(await streams.awaitStreams(['custom-role-1'], readAt)).toBe('waited');
  });

  it('keeps the facts when the read models held the stream before they were read', async () => {
    const { streams } = world({ lastPosition: 5n, projected: 7n });
    expect(await streams.awaitStreams(['custom-role-1'], streams.known())).toBe('current');
  });
});
