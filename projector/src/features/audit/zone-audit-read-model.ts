import { ZONE_FIELDS } from '@seerat/contracts';
import type { Knex } from 'knex';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { AUDIT_LOGS } from '../../read-schema/audit-logs';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { zoneCreatedData, zoneUpdatedData } from '../zones/zone-event-data';
import {
  appendAuditEntries,
  auditFeedIndexesMigration,
  auditRowCountMigration,
  CREATE_ROW,
  createAuditLogTable,
  updateRows,
} from './audit-log';

const ZONE_AUDIT_LOG = AUDIT_LOGS.zones;

/** A zone's change history, one row per changed field (`GET /api/zones/{id}/audit`). */
export const zoneAuditReadModel: BatchReadModel = {
  name: READ_MODEL.zoneAuditLog,
  migrations: [
    {
      name: '0007_zone_audit_log_create',
      async up(knex: Knex) {
        await createAuditLogTable(knex, { schema: readSchemaOf(knex), ...ZONE_AUDIT_LOG });
      },
    },
    auditFeedIndexesMigration(`0070_${ZONE_AUDIT_LOG.table}_feed_indexes`, ZONE_AUDIT_LOG.table),
    auditRowCountMigration(`0091_${ZONE_AUDIT_LOG.table}_row_count`, ZONE_AUDIT_LOG.table),
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
    await appendAuditEntries(trx, { ...ZONE_AUDIT_LOG, entries });
  },
};
