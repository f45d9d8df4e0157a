/**
 * The projector engine: follows the event store into Postgres read models (one `read` schema,
 * one reader of the log fanned out to every read model, each with its own checkpoint committed with
 * each batch), one active instance per schema with standbys; a read model halts alone on an event
 * it cannot apply; rebuilds the schema, or one read model, from the log with a swap.
 * The read schema's tables are defined here too (`*Table`, `READ_SCHEMA`, `columnName`): everyone
 * else queries them by these definitions. `ProjectorHooks` are test seams only.
 */

export { auditRowCountTable } from './features/audit/audit-log';
export { cityAuditReadModel } from './features/audit/city-audit-read-model';
export { entityAuditReadModel } from './features/audit/entity-audit-read-model';
export { zoneAuditReadModel } from './features/audit/zone-audit-read-model';
export { budgetAuditReadModel } from './features/budgets/budget-audit-read-model';
export { budgetHistoryReadModel } from './features/budgets/budget-history-read-model';
export { budgetsReadModel } from './features/budgets/budgets-read-model';
export {
  budgetHistoryTable,
  budgetLinesTable,
  budgetsTable,
} from './features/budgets/budgets-table';
export { userUploadsReadModel } from './features/bulk-upload/user-uploads-read-model';
export { userUploadsTable } from './features/bulk-upload/user-uploads-table';
export { campusChecklistsReadModel } from './features/campus-checklist/campus-checklists-read-model';
export { campusChecklistsTable } from './features/campus-checklist/campus-checklists-table';
export { catalogueReadModel } from './features/catalogue/catalogue-read-model';
export { recommendedBooksTable, seeratModelsTable } from './features/catalogue/catalogue-tables';
export { citySelectionsReadModel } from './features/catalogue/city-selections-read-model';
export { citiesReadModel } from './features/cities/cities-read-model';
export { citiesTable } from './features/cities/cities-table';
export { customRolesReadModel } from './features/custom-roles/custom-roles-read-model';
export { customRolesTable } from './features/custom-roles/custom-roles-table';
export { dangerZoneReadModel } from './features/danger-zone/danger-zone-read-model';
export { dangerZoneChangesTable, dangerZoneCitiesTable } from './features/danger-zone/danger-zone-tables';
export { gatheringAuditReadModel } from './features/gatherings/gathering-audit-read-model';
export { gatheringHistoryReadModel } from './features/gatherings/gathering-history-read-model';
export {
  type GatheringStepFields,
  gatheringStep,
  gatheringStepFields,
} from './features/gatherings/gathering-steps';
export { gatheringsReadModel } from './features/gatherings/gatherings-read-model';
export {
  gatheringHistoryTable,
  gatheringsTable,
} from './features/gatherings/gatherings-table';
export { karguzariAuditReadModel } from './features/karguzari/karguzari-audit-read-model';
export { karguzariReviewsReadModel } from './features/karguzari/karguzari-reviews-read-model';
export { karguzariReviewsTable } from './features/karguzari/karguzari-reviews-table';
export { karguzariVersionsReadModel } from './features/karguzari/karguzari-versions-read-model';
export { karguzariVersionsTable } from './features/karguzari/karguzari-versions-table';
export { masoolProfilesReadModel } from './features/masool-profiles/masool-profiles-read-model';
export { masoolProfilesTable } from './features/masool-profiles/masool-profiles-table';
export { meetingAuditReadModel } from './features/meetings/meeting-audit-read-model';
export { meetingsReadModel } from './features/meetings/meetings-read-model';
export { meetingActionItemsTable, meetingsTable } from './features/meetings/meetings-table';
export { qabailAuditReadModel } from './features/qabails/qabail-audit-read-model';
export { qabailsReadModel } from './features/qabails/qabails-read-model';
export { QABAIL_STORED_FIELDS, qabailsTable } from './features/qabails/qabails-table';
export { qabilahListReadModel } from './features/qabails/qabilah-list-read-model';
export { readingProgressReadModel } from './features/reading-progress/reading-progress-read-model';
export { readingProgressTable } from './features/reading-progress/reading-progress-table';
export { seeratModelChecksReadModel } from './features/seerat-model-checks/seerat-model-checks-read-model';
export { teamProfilesReadModel } from './features/team-profiles/team-profiles-read-model';
export { teamProfilesTable } from './features/team-profiles/team-profiles-table';
export { usersReadModel } from './features/users/users-read-model';
export { usersTable } from './features/users/users-table';
export { zonesReadModel } from './features/zones/zones-read-model';
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
export { type AliasedReadTable, columnName, READ_SCHEMA, type ReadTable } from './read-schema/read-tables';
export { createRebuildProgress, type ProgressStream, type RebuildProgress } from './rebuild/progress';
export {
  RebuildAlreadyRunningError,
  type RebuildContext,
  type RebuildOptions,
  type RebuildResult,
  rebuildProjection,
} from './rebuild/rebuild';
