import { EventStoreDBClient } from '@eventstore/db-client';
import { assertMaxCount } from '../argument-rules';
import type { EventStore, Subscription } from '../event-store';
import { appendToStream } from './append';
import { headPosition, readAll, readStream } from './read';
import { subscribeToAllInBatches } from './subscription';

export interface EventStoreDbEventStoreOptions {
  /** `esdb://host:2113?tls=false` and the like. */
  connectionString: string;
}

const DEFAULT_BATCH_SIZE = 500;

/**
 * The EventStoreDB adapter. Needs a server of version 22.6 or newer: stream reads carry `$all`
 * positions only from then on. See positions.ts for how a position becomes one bigint.
 */
export function createEventStoreDbEventStore(options: EventStoreDbEventStoreOptions): EventStore {
  const client = EventStoreDBClient.connectionString(options.connectionString);
  const subscriptions = new Set<Subscription>();

  return {
    append: (streamName, events, expectedRevision) =>
      appendToStream(client, streamName, events, expectedRevision),
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
