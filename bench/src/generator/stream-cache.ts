import { type EventStore, type RecordedEvent, StreamConflictError } from '@seerat/eventstore';

/**
 * The event store as the generator uses it: every append goes to the real store, and whole-stream
 * reads are answered from memory, from what this process read or appended before. `handleCommand`
 * reads the whole stream before each command; with hundreds of events per city, a million reads
 * from Postgres would make seeding quadratic. Sound only while the generator is the one writer of
 * these streams: a conflict (someone else wrote) drops the stream from memory, so the command's
 * retry reads it afresh.
 */
export interface CachingEventStore extends EventStore {
  /** Events appended through this store so far. */
  appendedEvents(): number;
}

export function cacheStreams(store: EventStore): CachingEventStore {
  const streams = new Map<string, RecordedEvent[]>();
  let appended = 0;
  return {
    async append(streamName, events, expectedRevision) {
      let result: Awaited<ReturnType<EventStore['append']>>;
      try {
        result = await store.append(streamName, events, expectedRevision);
      } catch (error) {
        if (error instanceof StreamConflictError) streams.delete(streamName);
        throw error;
      }
      appended += events.length;
      const cached = streams.get(streamName);
      if (cached) {
        const recordedAt = new Date();
        const last = events.length - 1;
        events.forEach((event, index) => {
          const back = BigInt(last - index);
          cached.push({
            ...event,
            streamName,
            revision: result.nextRevision - back,
            // The Postgres store numbers one append's events consecutively.
            position: result.position - back,
            recordedAt,
          });
        });
      }
      return result;
    },
    async readStream(streamName, options) {
      if (options) return store.readStream(streamName, options);
      let cached = streams.get(streamName);
      if (!cached) {
        cached = await store.readStream(streamName);
        streams.set(streamName, cached);
      }
      return cached.slice();
    },
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options) => store.subscribeToAll(options),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
    appendedEvents: () => appended,
  };
}
