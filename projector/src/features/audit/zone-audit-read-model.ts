import { ZONE_FIELDS } from '@seerat/contracts';
import type { Knex } from 'knex';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { zoneCreatedData, zoneUpdatedData } from '../zones/zone-event-data';
import {
  appendAuditEntries,
  auditFeedIndexesMigration,
  auditRowCountMigration,
  CREATE_ROW,
  createAuditLogTable,
  updateRows,
} from './audit-log';

/** A zone's change history, one row per changed field (`GET /api/zones/{id}/audit`). */
export const zoneAuditReadModel: BatchReadModel = {
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
    auditFeedIndexesMigration('0070_zone_audit_log_feed_indexes', 'zone_audit_log'),
    auditRowCountMigration('0091_zone_audit_log_row_count', 'zone_audit_log'),
  ],
  eventTypes: ['ZoneCreated', 'ZoneUpdated'],
  async applyBatch(trx, events) {
    const entries = events.map((event) => {
      if (event.type === 'ZoneCreated') {
        return { ownerId: zoneCreatedData(event).zoneId, event, rows: [CREATE_ROW] };
      }
      const { zoneId, changes } = zoneUpdatedData(event);
      return { ownerId: zoneId, event, rows: updateRows(changes, ZONE_FIELDS) };
    });
    await appendAuditEntries(trx, { table: 'zone_audit_log', ownerColumn: 'zone_id', entries });
  },
};
