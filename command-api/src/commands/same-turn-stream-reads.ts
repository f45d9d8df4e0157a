import type { EventStore, ReadStreamOptions, RecordedEvent } from '@seerat/eventstore';

/**
 * The event store, with the forward reads of one stream that are asked for in the same turn of
 * the event loop sent as one query: a city's update reads the city's events since its kept fold
 * and, beside it, since the place check last looked, which are the same events or a few more.
 * Only reads asked for in one turn are shared, so each answer is a read begun after whatever
 * request asked for it arrived: a write's rights are checked against events as fresh as if each
 * had sent its own query. A later read from an earlier revision than the shared one sends its own.
 */
export function sameTurnStreamReads(store: EventStore): EventStore {
  const pending = new Map<string, { from: bigint; events: Promise<RecordedEvent[]> }>();
  const readStream = (streamName: string, options?: ReadStreamOptions) => {
    if (options?.direction === 'backwards' || options?.maxCount !== undefined) {
      return store.readStream(streamName, options);
    }
    const from = options?.fromRevision ?? 0n;
    const shared = pending.get(streamName);
    if (shared && shared.from <= from) {
      return shared.events.then((events) => events.filter((event) => event.revision >= from));
    }
    const events = store.readStream(streamName, options);
    if (pending.size === 0) queueMicrotask(() => pending.clear());
    if (!shared) pending.set(streamName, { from, events });
    return events;
  };
  return {
    append: (streamName, events, expectedRevision) => store.append(streamName, events, expectedRevision),
    readStream,
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options) => store.subscribeToAll(options),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
}
