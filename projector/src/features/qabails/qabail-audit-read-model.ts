import { QABAIL_FIELDS } from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
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

const DELETE_ROW: AuditRow = { action: 'delete', field_name: null, old_value: null, new_value: null };

/**
 * A qabail's change history (`GET /api/qabails/{id}/audit`), in its own log rather than the
 * city's: the city's history and profile summary count the city's own changes. One row for the
 * create, one per changed field of an update, one for the delete, with the usual who, why, from
 * where and when. Each row also keeps `city_id`, the qabail's city after that change, so the
 * history of a deleted qabail is still scoped to the city it was in.
 */
export const qabailAuditReadModel: BatchReadModel = {
  name: 'qabail_audit_log',
  migrations: [
    {
      name: '0022_qabail_audit_log_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await createAuditLogTable(knex, { schema, table: 'qabail_audit_log', ownerColumn: 'qabail_id' });
        await knex.schema.withSchema(schema).alterTable('qabail_audit_log', (table) => {
          table.integer('city_id').notNullable();
        });
      },
    },
    auditFeedIndexesMigration('0070_qabail_audit_log_feed_indexes', 'qabail_audit_log'),
    auditRowCountMigration('0091_qabail_audit_log_row_count', 'qabail_audit_log'),
  ],
  eventTypes: QABAIL_EVENT_TYPES,
  async applyBatch(trx, events) {
    const entries = events.map((event) => {
      const { qabailId, cityId, rows } = auditOf(event);
      // Each row keeps the qabail's city after that change.
      return { ownerId: qabailId, event, rows: rows.map((row) => ({ ...row, city_id: cityId })) };
    });
    await appendAuditEntries(trx, { table: 'qabail_audit_log', ownerColumn: 'qabail_id', entries });
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
