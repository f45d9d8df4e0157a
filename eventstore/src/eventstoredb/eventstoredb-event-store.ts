import { EventStoreDBClient } from '@eventstore/db-client';
import { assertMaxCount } from '../argument-rules';
import type { EventStore, Subscription } from '../event-store';
import { appendChained } from './append';
import { headPosition, readAll, readStream } from './read';
import { subscribeToAllInBatches } from './subscription';

export interface EventStoreDbEventStoreOptions {
  /** `esdb://host:2113?tls=false` and the like. */
  connectionString: string;
}

const DEFAULT_BATCH_SIZE = 500;

/** A client of its own for the chain's tools (verify, import); the caller disposes of it. */
export function connectEventStoreDb(connectionString: string): EventStoreDBClient {
  return EventStoreDBClient.connectionString(connectionString);
}

/**
 * The EventStoreDB adapter. Needs a server of version 22.6 or newer: stream reads carry `$all`
 * positions only from then on. See positions.ts for how a position becomes one bigint.
 */
export function createEventStoreDbEventStore(options: EventStoreDbEventStoreOptions): EventStore {
  const client = connectEventStoreDb(options.connectionString);
  const subscriptions = new Set<Subscription>();
  // One append at a time: each reads the chain's head and extends it (see chain.ts).
  let appending: Promise<unknown> = Promise.resolve();

  return {
    append(streamName, events, expectedRevision) {
      const appended = appending.then(() => appendChained(client, streamName, events, expectedRevision));
      appending = appended.catch(() => {});
      return appended;
    },
    readStream: (streamName, readOptions) => readStream(client, streamName, readOptions),
    readAll: (readOptions) => readAll(client, readOptions),
    subscribeToAll(subscribeOptions) {
      const maxBatchSize = subscribeOptions.maxBatchSize ?? DEFAULT_BATCH_SIZE;
      assertMaxCount(maxBatchSize);
      const subscription = subscribeToAllInBatches(client, {
        after: subscribeOptions.after,
        maxBatchSize,
        onClose: () => subscriptions.delete(subscription),
      });
      subscriptions.add(subscription);
      return subscription;
    },
    headPosition: () => headPosition(client),
    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await client.dispose();
    },
  };
}
