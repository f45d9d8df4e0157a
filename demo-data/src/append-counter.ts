import type { EventStore } from '@seerat/eventstore';

/** The event store as the generator uses it: the real one, counting the events appended. */
export interface CountingEventStore extends EventStore {
  /** Events appended through this store so far. */
  appendedEvents(): number;
}

export function countAppends(store: EventStore): CountingEventStore {
  let appended = 0;
  return {
    async append(streamName, events, expectedRevision) {
      const result = await store.append(streamName, events, expectedRevision);
      appended += events.length;
      return result;
    },
    readStream: (streamName, options) => store.readStream(streamName, options),
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options) => store.subscribeToAll(options),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
    appendedEvents: () => appended,
  };
}
