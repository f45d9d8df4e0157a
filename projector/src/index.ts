/**
 * The projector engine: follows the event store into Postgres read models (one `read` schema,
 * one reader of the log fanned out to every read model, each with its own checkpoint committed with
 * each batch), one active instance per schema with standbys; a read model halts alone on an event
 * it cannot apply; rebuilds the schema, or one read model, from the log with a swap.
 * The read schema's tables are defined here too (`*Table`, `READ_SCHEMA`, `columnName`): everyone
 * else queries them by these definitions, which the services import from `@seerat/projector/tables`
 * alone. `ProjectorHooks` are test seams only.
 */

export { HandlerError } from './handling/event-dispatch';
export type { ProjectorHooks } from './live/live-batch';
export { portalProjection } from './portal-projection';
export {
  type BatchHandler,
  type BatchReadModel,
  type EventByEventReadModel,
  type EventHandler,
  type Projection,
  projectionMigrations,
  type ReadModel,
  type ReadModelMigration,
  readSchemaOf,
} from './projection';
export {
  createProjector,
  type Projector,
  type ProjectorOptions,
  type ProjectorState,
  type ProjectorStatus,
} from './projector';
export { migrateReadSchema } from './read-schema/migrate-read-schema';
export {
  CHECKPOINT_CHANNEL,
  type ProjectionHalt,
  type ProjectionState,
  type ReadModelState,
  readProjectionState,
} from './read-schema/projection-state';
export { createRebuildProgress, type ProgressStream, type RebuildProgress } from './rebuild/progress';
export {
  RebuildAlreadyRunningError,
  type RebuildContext,
  type RebuildOptions,
  type RebuildResult,
  rebuildProjection,
} from './rebuild/rebuild';
export * from './tables';
