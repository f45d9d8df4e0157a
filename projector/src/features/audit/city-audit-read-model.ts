import { CITY_FIELDS, type FieldChanges, SEERAT_MODEL_CHECK_FIELDS } from '@seerat/contracts';
import type { Knex } from 'knex';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { AUDIT_LOGS } from '../../read-schema/audit-logs';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { checklistSavedData } from '../campus-checklist/campus-checklist-event-data';
import { cityCreatedData, cityUpdatedData } from '../cities/city-event-data';
import {
  checkRecordedData,
  checkUpdatedData,
  SEERAT_MODEL_CHECK_EVENT_TYPES,
} from '../seerat-model-checks/seerat-model-check-event-data';
import {
  type AuditEntry,
  type AuditRow,
  appendAuditEntries,
  auditFeedIndexesMigration,
  auditRowCountMigration,
  CREATE_ROW,
  createAuditLogTable,
  updateRows,
} from './audit-log';
import { checklistChangeRows, recordedChecklists } from './checklist-changes';
import { countCityChanges } from './city-profile-summary';
import { createCityProfileSummaryTable } from './city-profile-summary-migration';

const CITY_AUDIT_LOG = AUDIT_LOGS.cities;

/** The city form's order, then the selections, which the history lists after the fields. */
const CITY_HISTORY_ORDER = [...CITY_FIELDS, 'seeratModels', 'libraryBooks'];

/**
 * A city's change history, one row per changed field (`GET /api/cities/{id}/audit`), including
 * its campus checklist's and its Seerat model checks' changes, and the summary the profiling panel shows. A batch reads the
 * checklist values its saves compare against in one query, then appends every row and counts
 * every city's changes in one statement (two with a rebuild's page of rows, see `appendAuditEntries`).
 */
export const cityAuditReadModel: BatchReadModel = {
  name: READ_MODEL.cityAuditLog,
  migrations: [
    {
      name: '0008_city_audit_log_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await createAuditLogTable(knex, { schema, ...CITY_AUDIT_LOG });
        await createCityProfileSummaryTable(knex, schema);
      },
    },
    {
      // A checklist save compares with the city's last recorded checklist values: found among a
      // few rows of this index rather than among every row of the city's history.
      name: '0030_city_audit_log_checklist_index',
      async up(knex: Knex) {
        await knex.raw(
          `CREATE INDEX city_audit_log_checklist ON ??.city_audit_log (city_id, field_name, id DESC)
            WHERE field_name LIKE 'campusChecklist.%'`,
          [readSchemaOf(knex)],
        );
      },
    },
    auditFeedIndexesMigration(`0070_${CITY_AUDIT_LOG.table}_feed_indexes`, CITY_AUDIT_LOG.table),
    auditRowCountMigration(`0091_${CITY_AUDIT_LOG.table}_row_count`, CITY_AUDIT_LOG.table),
  ],
  eventTypes: ['CityCreated', 'CityUpdated', 'CampusChecklistSaved', ...SEERAT_MODEL_CHECK_EVENT_TYPES],
  async applyBatch(trx, events) {
    const saves = events.flatMap((event) =>
      event.type === 'CampusChecklistSaved' ? [checklistSavedData(event)] : [],
    );
    const checklists = await recordedChecklists(trx, [...new Set(saves.map((saved) => saved.cityId))]);
    const entries: (AuditEntry & { created: boolean })[] = events.map((event) => {
      switch (event.type) {
        case 'CityCreated': {
          const { cityId } = cityCreatedData(event);
          return { ownerId: cityId, event, rows: [CREATE_ROW], created: true };
        }
        case 'CityUpdated': {
          const { cityId, changes } = cityUpdatedData(event);
          return { ownerId: cityId, event, rows: updateRows(changes, CITY_HISTORY_ORDER), created: false };
        }
        case 'SeeratModelCheckRecorded': {
          const { cityId, check } = checkRecordedData(event);
          const { id, ...fields } = check;
          return { ownerId: cityId, event, rows: checkRows(id, recordedChanges(fields)), created: false };
        }
        case 'SeeratModelCheckUpdated': {
          const { cityId, checkId, changes } = checkUpdatedData(event);
          return { ownerId: cityId, event, rows: checkRows(checkId, changes), created: false };
        }
        default: {
          const saved = checklistSavedData(event);
          const rows = checklistChangeRows(checklists.get(saved.cityId)!, saved);
          return { ownerId: saved.cityId, event, rows, created: false };
        }
      }
    });
    await appendAuditEntries(trx, { ...CITY_AUDIT_LOG, entries, alongside: countCityChanges(entries) });
  },
};

const CHECK_ORDER = ['checkName', ...SEERAT_MODEL_CHECK_FIELDS.filter((field) => field !== 'checkName')];

/**
 * A check's rows, as a meeting's action items are recorded: `seeratModelCheck 2` for its name
 * when recorded, `seeratModelCheck 2 checkStatus` for each other field it was given or changed.
 */
function checkRows(checkId: number, changes: FieldChanges): AuditRow[] {
  return updateRows(changes, CHECK_ORDER).map((row) => ({
    ...row,
    field_name:
      row.field_name === 'checkName' && row.old_value === null
        ? `seeratModelCheck ${checkId}`
        : `seeratModelCheck ${checkId} ${row.field_name}`,
  }));
}

/** A new check's fields as changes from nothing; fields left empty are not history. */
function recordedChanges(fields: Record<string, unknown>): FieldChanges {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== null)
      .map(([field, value]) => [field, { from: null, to: value }]),
  );
}
