import type { EventStore } from './event-store';
import { createEventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import type { EventStoreLogger } from './logger';
import { createPostgresEventStore } from './postgres/postgres-event-store';

export interface CreateEventStoreOptions {
  /** EventStoreDB's connection string; when set, the store is EventStoreDB. */
  eventStoreUrl?: string;
  /** The Postgres store's database, used when `eventStoreUrl` is not set. */
  databaseUrl: string;
  logger: EventStoreLogger;
}

/**
 * The configured store. The Postgres one creates its schema on first use; nothing to call first.
 */
export function createEventStore(options: CreateEventStoreOptions): EventStore {
  if (options.eventStoreUrl) return createEventStoreDbEventStore({ connectionString: options.eventStoreUrl });
  return createPostgresEventStore({ connectionString: options.databaseUrl, logger: options.logger });
}
