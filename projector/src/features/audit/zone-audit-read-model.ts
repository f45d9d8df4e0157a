import { ZONE_FIELDS, zoneCreatedSchema, zoneUpdatedSchema } from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type { ReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { type AuditRow, appendAuditRows, CREATE_ROW, createAuditLogTable, updateRows } from './audit-log';

/** A zone's change history, one row per changed field (`GET /api/zones/{id}/audit`). */
export const zoneAuditReadModel: ReadModel = {
  name: 'zone_audit_log',
  migrations: [
    {
      name: '0007_zone_audit_log_create',
      async up(knex: Knex) {
        await createAuditLogTable(knex, {
          schema: readSchemaOf(knex),
          table: 'zone_audit_log',
          ownerColumn: 'zone_id',
        });
      },
    },
  ],
  handlers: {
    async ZoneCreated(trx, event) {
      const { zoneId } = zoneCreatedSchema.parse(event.data);
      await appendZoneAudit(trx, zoneId, event, [CREATE_ROW]);
    },
    async ZoneUpdated(trx, event) {
      const { zoneId, changes } = zoneUpdatedSchema.parse(event.data);
      await appendZoneAudit(trx, zoneId, event, updateRows(changes, ZONE_FIELDS));
    },
  },
};

function appendZoneAudit(trx: Knex.Transaction, zoneId: number, event: RecordedEvent, rows: AuditRow[]) {
  return appendAuditRows(trx, {
    table: 'zone_audit_log',
    ownerColumn: 'zone_id',
    ownerId: zoneId,
    event,
    rows,
  });
}
