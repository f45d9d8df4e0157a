import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';

/**
 * A projection turns the event log into read-model rows. The portal has one projection: all its
 * read models live in one Postgres schema (`read`) beside their checkpoints (one per read model,
 * so one halts alone), so a rebuild can swap the whole schema, tables and checkpoints together,
 * or one read model's tables with its checkpoint.
 *
 * A handler runs inside the batch's transaction with `search_path` set to the read schema, so it
 * uses unqualified table names. The checkpoints commit in that same transaction: in committed
 * state every event is applied exactly once, which is why a handler may increment a counter. A
 * handler may still run again after a rollback, so it must touch nothing outside `trx` (no HTTP
 * calls, no other connections) and must be deterministic: a rebuild replays it and must produce
 * the same rows.
 */
export type EventHandler = (trx: Knex.Transaction, event: RecordedEvent) => Promise<void>;

/**
 * A knex migration of the read schema. A read model's migrations sit in its feature folder
 * (`src/features/<feature>/`, in the read model's file or a `*-migration.ts` beside it), one per
 * change, named `NNNN_<read model>_<change>`; the engine's own are in `src/migrations/`.
 */
export interface ReadModelMigration {
  /**
   * The order migrations run in, and their record in the schema's `knex_migrations` table: unique
   * across the projection, never renamed once shipped. The file name without `.ts`.
   */
  name: string;
  /** Creates tables in `readSchemaOf(knex)`, never in a hard-coded schema: rebuilds use another. */
  up(knex: Knex): Promise<void>;
  /** Optional: read schemas are rebuilt from the log rather than rolled back. */
  down?(knex: Knex): Promise<void>;
  /**
   * Keeps state derived from rows as they are written (a trigger and the table it maintains): a
   * rebuild runs it once its replay is done, so that it derives the state once from the replayed
   * rows instead of keeping it row by row through the whole history. Its `up` must therefore
   * derive the state from rows already there. Elsewhere it runs in name order with the others.
   */
  afterReplay?: true;
}

/**
 * Applies a batch's events of the types a read model names, in log order, in the batch's
 * transaction: the same contract as an `EventHandler`, for many events at once.
 */
export type BatchHandler = (trx: Knex.Transaction, events: RecordedEvent[]) => Promise<void>;

/**
 * One screen's need: its tables (as migrations) and how events change them, either one event at a
 * time (`handlers`) or a batch at a time (`applyBatch`). Batches are the transactions the engine
 * commits (up to 500 events live, 10,000 in a rebuild); a read model that a whole history passes
 * through (cities, audit logs) writes a batch with a few multi-row statements instead of several
 * round trips per event. However the log is cut into batches, the rows must come out the same.
 */
export type ReadModel = EventByEventReadModel | BatchReadModel;

interface ReadModelBase {
  name: string;
  migrations: ReadModelMigration[];
}

export interface EventByEventReadModel extends ReadModelBase {
  /** By event type. Event types without a handler leave this read model alone. */
  handlers: Partial<Record<string, EventHandler>>;
}

export interface BatchReadModel extends ReadModelBase {
  /** The event types it applies; a batch without any of them leaves it alone. */
  eventTypes: readonly string[];
  applyBatch: BatchHandler;
}

export interface Projection {
  /** One projection per read schema; its read models name their checkpoint rows. */
  name: string;
  readModels: ReadModel[];
}

/** The schema a read-model migration must create its tables in (set by `migrateReadSchema`). */
export function readSchemaOf(knex: Knex): string {
  const schema: unknown = knex.userParams?.schema;
  if (typeof schema !== 'string') {
    throw new Error('Read-model migrations run through migrateReadSchema, which names their schema');
  }
  return schema;
}

export function projectionMigrations(projection: Projection): ReadModelMigration[] {
  return projection.readModels.flatMap((readModel) => readModel.migrations);
}
