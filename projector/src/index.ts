/**
 * The projector engine: follows the event store into Postgres read models (one `read` schema,
 * one reader of the log fanned out to every read model, each with its own checkpoint committed with
 * each batch), one active instance per schema with standbys; a read model halts alone on an event
 * it cannot apply; rebuilds the schema, or one read model, from the log with a swap.
 * The read schema's tables are defined here too (`*Table`, `READ_SCHEMA`, `columnName`): everyone
 * else queries them by these definitions. `ProjectorHooks` are test seams only.
 */

export { auditRowCountTable } from './features/audit/audit-log';
export {
  budgetHistoryTable,
  budgetLinesTable,
  budgetsTable,
} from './features/budgets/budgets-table';
export { recommendedBooksTable, seeratModelsTable } from './features/catalogue/catalogue-tables';
export { citiesTable } from './features/cities/cities-table';
export { customRolesTable } from './features/custom-roles/custom-roles-table';
export { dangerZoneChangesTable, dangerZoneCitiesTable } from './features/danger-zone/danger-zone-tables';
export {
  type GatheringStepFields,
  gatheringStep,
  gatheringStepFields,
} from './features/gatherings/gathering-steps';
export {
  gatheringHistoryTable,
  gatheringsTable,
} from './features/gatherings/gatherings-table';
export { karguzariReviewsTable } from './features/karguzari/karguzari-reviews-table';
export { karguzariVersionsTable } from './features/karguzari/karguzari-versions-table';
export { masoolProfilesTable } from './features/masool-profiles/masool-profiles-table';
export { meetingActionItemsTable, meetingsTable } from './features/meetings/meetings-table';
export { QABAIL_STORED_FIELDS, qabailsTable } from './features/qabails/qabails-table';
export { readingProgressTable } from './features/reading-progress/reading-progress-table';
export { teamProfilesTable } from './features/team-profiles/team-profiles-table';
export { usersTable } from './features/users/users-table';
export { zonesTable } from './features/zones/zones-table';
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
export { AUDIT_LOGS, type AuditLog, ENTITY_AUDIT_LOG } from './read-schema/audit-logs';
export { migrateReadSchema } from './read-schema/migrate-read-schema';
export {
  CHECKPOINT_CHANNEL,
  type ProjectionHalt,
  type ProjectionState,
  type ReadModelState,
  readProjectionState,
} from './read-schema/projection-state';
export { columnName, READ_SCHEMA, type ReadTable } from './read-schema/read-tables';
export { createRebuildProgress, type ProgressStream, type RebuildProgress } from './rebuild/progress';
export {
  RebuildAlreadyRunningError,
  type RebuildContext,
  type RebuildOptions,
  type RebuildResult,
  rebuildProjection,
} from './rebuild/rebuild';
