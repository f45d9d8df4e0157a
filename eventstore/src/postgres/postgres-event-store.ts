import pg from 'pg';
import { assertMaxCount } from '../argument-rules';
import type { EventStore, Subscription } from '../event-store';
import { type EventStoreLogger, silentLogger } from '../logger';
import { createGroupAppender } from './append';
import { assertSchemaName, createMigrator } from './migrate';
import { createNotificationListener } from './notification-listener';
import { headPosition, readAll, readStream } from './read';
import { appendedChannel } from './schema.sql';
import { createPollingSubscription } from './subscription';

export interface PostgresEventStoreOptions {
  connectionString: string;
  logger?: EventStoreLogger;
  /** The schema holding the tables and the append function. Default `eventstore`. */
  schema?: string;
  /** The longest an idle subscription waits before it reads again without a NOTIFY. Default 500. */
  pollIntervalMs?: number;
  /** Connections in the pool (the LISTEN connection comes on top). Default 10. */
  poolSize?: number;
}

/**
 * `migrate()` creates the schema. Every other operation runs it first if it has not succeeded yet,
 * so callers never have to remember it; call it at startup to fail early on a bad database.
 */
export type PostgresEventStore = EventStore & { migrate(): Promise<void> };

const DEFAULT_BATCH_SIZE = 500;

export function createPostgresEventStore(options: PostgresEventStoreOptions): PostgresEventStore {
  const schema = options.schema ?? 'eventstore';
  assertSchemaName(schema);
  const logger = options.logger ?? silentLogger;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    application_name: 'eventstore',
    // Appends are single statements, so this only bites a session that misbehaves; it keeps one
    // stuck transaction from holding locks or the snapshot horizon for long.
    idle_in_transaction_session_timeout: 10_000,
    // The append function relies on a fresh snapshot per statement (see schema.sql.ts), whatever
    // default the database was given.
    options: '-c default_transaction_isolation=read\\ committed',
  });
  pool.on('error', (error) => logger.warn({ err: error }, 'An idle event store connection failed'));
  const migrate = createMigrator(pool, schema);
  const listener = createNotificationListener({
    connectionString: options.connectionString,
    channel: appendedChannel(schema),
    logger,
    reconnectDelayMs: 1_000,
  });
  const subscriptions = new Set<Subscription>();
  const append = createGroupAppender(pool, schema);

  return {
    migrate,
    async append(streamName, events, expectedRevision) {
      await migrate();
      return append(streamName, events, expectedRevision);
    },
    async readStream(streamName, readOptions) {
      await migrate();
      return readStream(pool, schema, streamName, readOptions);
    },
    async readAll(readOptions) {
      await migrate();
      return readAll(pool, schema, readOptions);
    },
    subscribeToAll(subscribeOptions) {
      const maxBatchSize = subscribeOptions.maxBatchSize ?? DEFAULT_BATCH_SIZE;
      assertMaxCount(maxBatchSize);
      const subscription = createPollingSubscription({
        after: subscribeOptions.after,
        maxBatchSize,
        pollIntervalMs: options.pollIntervalMs ?? 500,
        listener,
        readAfter: async (after, maxCount) => {
          await migrate();
          return readAll(pool, schema, { after, maxCount });
        },
        onClose: () => subscriptions.delete(subscription),
      });
      subscriptions.add(subscription);
      return subscription;
    },
    async headPosition() {
      await migrate();
      return headPosition(pool, schema);
    },
    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await listener.close();
      await pool.end();
    },
  };
}
