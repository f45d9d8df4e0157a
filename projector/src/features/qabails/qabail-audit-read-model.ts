import { QABAIL_FIELDS } from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { AUDIT_LOGS } from '../../read-schema/audit-logs';
import { READ_MODEL } from '../../read-schema/read-model-names';
import {
  type AuditRow,
  appendAuditEntries,
  auditFeedIndexesMigration,
  auditRowCountMigration,
  CREATE_ROW,
  createAuditLogTable,
  updateRows,
} from '../audit/audit-log';
import {
  QABAIL_EVENT_TYPES,
  qabailCreatedData,
  qabailDeletedData,
  qabailUpdatedData,
} from './qabail-event-data';

const QABAIL_AUDIT_LOG = AUDIT_LOGS.qabails;

const DELETE_ROW: AuditRow = { action: 'delete', field_name: null, old_value: null, new_value: null };

/**
 * A qabail's change history (`GET /api/qabails/{id}/audit`), in its own log rather than the
 * city's: the city's history and profile summary count the city's own changes. One row for the
 * create, one per changed field of an update, one for the delete, with the usual who, why, from
 * where and when. Each row also keeps `city_id`, the qabail's city after that change, so the
 * history of a deleted qabail is still scoped to the city it was in.
 */
export const qabailAuditReadModel: BatchReadModel = {
  name: READ_MODEL.qabailAuditLog,
  migrations: [
    {
      name: '0022_qabail_audit_log_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await createAuditLogTable(knex, { schema, ...QABAIL_AUDIT_LOG });
        await knex.schema.withSchema(schema).alterTable(QABAIL_AUDIT_LOG.table, (table) => {
          table.integer('city_id').notNullable();
        });
      },
    },
    auditFeedIndexesMigration(`0070_${QABAIL_AUDIT_LOG.table}_feed_indexes`, QABAIL_AUDIT_LOG.table),
    auditRowCountMigration(`0091_${QABAIL_AUDIT_LOG.table}_row_count`, QABAIL_AUDIT_LOG.table),
  ],
  eventTypes: QABAIL_EVENT_TYPES,
  async applyBatch(trx, events) {
    const entries = events.map((event) => {
      const { qabailId, cityId, rows } = auditOf(event);
      // Each row keeps the qabail's city after that change.
      return { ownerId: qabailId, event, rows: rows.map((row) => ({ ...row, city_id: cityId })) };
    });
    await appendAuditEntries(trx, { ...QABAIL_AUDIT_LOG, entries });
  },
};

function auditOf(event: RecordedEvent): { qabailId: number; cityId: number; rows: AuditRow[] } {
  switch (event.type) {
    case 'QabailCreated': {
      const { qabailId, fields } = qabailCreatedData(event);
      return { qabailId, cityId: fields.cityId, rows: [CREATE_ROW] };
    }
    case 'QabailUpdated': {
      const { qabailId, cityId, changes } = qabailUpdatedData(event);
      return { qabailId, cityId, rows: updateRows(changes, QABAIL_FIELDS) };
    }
    default: {
      const { qabailId, cityId } = qabailDeletedData(event);
      return { qabailId, cityId, rows: [DELETE_ROW] };
    }
  }
}
