import {
  CITY_FIELDS,
  campusChecklistSavedSchema,
  cityCreatedSchema,
  cityUpdatedSchema,
} from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type { ReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { type AuditRow, appendAuditRows, CREATE_ROW, createAuditLogTable, updateRows } from './audit-log';
import { checklistChangeRows } from './checklist-changes';
import { countCityChanges, createCityProfileSummaryTable } from './city-profile-summary';

/** The city form's order, then the selections, which the history lists after the fields. */
const CITY_HISTORY_ORDER = [...CITY_FIELDS, 'seeratModels', 'libraryBooks'];

/**
 * A city's change history, one row per changed field (`GET /api/cities/{id}/audit`), including
 * its campus checklist's changes, and the summary the profiling panel shows.
 */
export const cityAuditReadModel: ReadModel = {
  name: 'city_audit_log',
  migrations: [
    {
      name: '0008_city_audit_log_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await createAuditLogTable(knex, { schema, table: 'city_audit_log', ownerColumn: 'city_id' });
        await createCityProfileSummaryTable(knex, schema);
      },
    },
  ],
  handlers: {
    async CityCreated(trx, event) {
      const { cityId } = cityCreatedSchema.parse(event.data);
      await appendCityAudit(trx, { cityId, event, rows: [CREATE_ROW], created: true });
    },
    async CityUpdated(trx, event) {
      const { cityId, changes } = cityUpdatedSchema.parse(event.data);
      await appendCityAudit(trx, { cityId, event, rows: updateRows(changes, CITY_HISTORY_ORDER) });
    },
    async CampusChecklistSaved(trx, event) {
      const saved = campusChecklistSavedSchema.parse(event.data);
      const rows = await checklistChangeRows(trx, saved);
      await appendCityAudit(trx, { cityId: saved.cityId, event, rows });
    },
  },
};

async function appendCityAudit(
  trx: Knex.Transaction,
  options: { cityId: number; event: RecordedEvent; rows: AuditRow[]; created?: boolean },
): Promise<void> {
  const { cityId, event, rows } = options;
  await appendAuditRows(trx, {
    table: 'city_audit_log',
    ownerColumn: 'city_id',
    ownerId: cityId,
    event,
    rows,
  });
  await countCityChanges(trx, { cityId, event, changes: rows.length, created: options.created ?? false });
}
