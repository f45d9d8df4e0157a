import type { EventStore } from './event-store';
import type { EventStoreLogger } from './logger';
import { createPostgresEventStore } from './postgres/postgres-event-store';

export interface CreateEventStoreOptions {
  /** The Postgres store's database. */
  databaseUrl: string;
  logger: EventStoreLogger;
}

export interface OpenEventStoreOptions extends CreateEventStoreOptions {
  /** EventStoreDB's connection string; when set, the store is EventStoreDB. */
  eventStoreUrl?: string;
}

/**
 * The embedded default store, on PostgreSQL. It creates its schema on first use; nothing to call
 * first.
 */
export function createEventStore(options: CreateEventStoreOptions): EventStore {
  return createPostgresEventStore({ connectionString: options.databaseUrl, logger: options.logger });
}

/**
 * The configured store: EventStoreDB when `eventStoreUrl` is set, else the Postgres one. The
 * EventStoreDB client (gRPC, about 26 MB of memory in every process that loads it) is loaded only
 * when it is the configured store.
 */
export async function openEventStore(options: OpenEventStoreOptions): Promise<EventStore> {
  if (!options.eventStoreUrl) return createEventStore(options);
  const { createEventStoreDbEventStore } = await import('./eventstoredb/eventstoredb-event-store');
  return createEventStoreDbEventStore({ connectionString: options.eventStoreUrl });
}
