/**
 * The read schema as the other packages query it: each read model's table definition and name, the
 * schema's name, the audit logs, and how a gathering's history names its steps. The services import this
 * entry point only (`@seerat/projector/tables`), never the projector's engine: a lint rule in
 * biome.json holds them to it.
 */

export { auditRowCountTable } from './features/audit/audit-log';
export { cityProfileSummaryTable } from './features/audit/city-profile-summary-table';
export { entityAuditFieldsTable } from './features/audit/entity-audit-fields-table';
export {
  budgetHistoryTable,
  budgetLinesTable,
  budgetsTable,
} from './features/budgets/budgets-table';
export { userUploadsTable } from './features/bulk-upload/user-uploads-table';
export { campusChecklistsTable } from './features/campus-checklist/campus-checklists-table';
export {
  cityLibraryBooksTable,
  citySeeratModelsTable,
  recommendedBooksTable,
  seeratModelsTable,
} from './features/catalogue/catalogue-tables';
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
export { QABAIL_STORED_FIELDS, qabailsTable, qabilahListTable } from './features/qabails/qabails-table';
export { readingProgressTable } from './features/reading-progress/reading-progress-table';
export { seeratModelChecksTable } from './features/seerat-model-checks/seerat-model-checks-table';
export { teamProfilesTable } from './features/team-profiles/team-profiles-table';
export { usersTable } from './features/users/users-table';
export { zonesTable } from './features/zones/zones-table';
export { AUDIT_LOGS, type AuditLog, ENTITY_AUDIT_LOG } from './read-schema/audit-logs';
export { READ_MODEL, type ReadModelName } from './read-schema/read-model-names';
export { type AliasedReadTable, columnName, READ_SCHEMA, type ReadTable } from './read-schema/read-tables';
