import {
  QABAIL_FIELDS,
  qabailCreatedSchema,
  qabailDeletedSchema,
  qabailUpdatedSchema,
} from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type { ReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import {
  type AuditRow,
  appendAuditRows,
  CREATE_ROW,
  createAuditLogTable,
  updateRows,
} from '../audit/audit-log';

const DELETE_ROW: AuditRow = { action: 'delete', field_name: null, old_value: null, new_value: null };

/**
 * A qabail's change history (`GET /api/qabails/{id}/audit`), in its own log rather than the
 * city's: the city's history and profile summary count the city's own changes. One row for the
 * create, one per changed field of an update, one for the delete, with the usual who, why, from
 * where and when. Each row also keeps `city_id`, the qabail's city after that change, so the
 * history of a deleted qabail is still scoped to the city it was in.
 */
export const qabailAuditReadModel: ReadModel = {
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
  ],
  handlers: {
    async QabailCreated(trx, event) {
      const { qabailId, fields } = qabailCreatedSchema.parse(event.data);
      await appendQabailAudit(trx, { qabailId, cityId: fields.cityId, event, rows: [CREATE_ROW] });
    },
    async QabailUpdated(trx, event) {
      const { qabailId, cityId, changes } = qabailUpdatedSchema.parse(event.data);
      await appendQabailAudit(trx, { qabailId, cityId, event, rows: updateRows(changes, QABAIL_FIELDS) });
    },
    async QabailDeleted(trx, event) {
      const { qabailId, cityId } = qabailDeletedSchema.parse(event.data);
      await appendQabailAudit(trx, { qabailId, cityId, event, rows: [DELETE_ROW] });
    },
  },
};

function appendQabailAudit(
  trx: Knex.Transaction,
  options: { qabailId: number; cityId: number; event: RecordedEvent; rows: AuditRow[] },
): Promise<void> {
  // appendAuditRows writes each row's columns as given, so the city travels with every row.
  const rows: Array<AuditRow & { city_id: number }> = options.rows.map((row) => ({
    ...row,
    city_id: options.cityId,
  }));
  return appendAuditRows(trx, {
    table: 'qabail_audit_log',
    ownerColumn: 'qabail_id',
    ownerId: options.qabailId,
    event: options.event,
    rows,
  });
}
