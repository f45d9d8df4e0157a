import { GATHERING_EVENT_TYPES, GATHERING_FIELDS } from '@seerat/contracts';
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
  gatheringCreatedData,
  gatheringOutcomeRecordedData,
  gatheringUpdatedData,
} from './gathering-event-data';
import { gatheringStep } from './gathering-steps';

const GATHERING_AUDIT_LOG = AUDIT_LOGS.events;

/** The order the history lists an outcome's fields in: the form's. */
const OUTCOME_ORDER = [
  ...GATHERING_FIELDS,
  'actualParticipants',
  'executionNotes',
  'achievements',
  'challenges',
  'documentUrls',
];

/**
 * An event's Change History, field-level like the cities': one row for the create, one per
 * changed field of a Save Draft or an outcome, and one `status` row per workflow step (its old and
 * new status, with the reviewer's comment as the reason). Each row keeps `city_id`, the event's
 * city after that change, for scope.
 */
export const gatheringAuditReadModel: BatchReadModel = {
  name: READ_MODEL.gatheringAuditLog,
  migrations: [
    {
      name: '0032_gathering_audit_log_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await createAuditLogTable(knex, { schema, ...GATHERING_AUDIT_LOG });
        await knex.schema.withSchema(schema).alterTable(GATHERING_AUDIT_LOG.table, (table) => {
          table.integer('city_id').notNullable();
        });
      },
    },
    auditFeedIndexesMigration(`0070_${GATHERING_AUDIT_LOG.table}_feed_indexes`, GATHERING_AUDIT_LOG.table),
    auditRowCountMigration(`0091_${GATHERING_AUDIT_LOG.table}_row_count`, GATHERING_AUDIT_LOG.table),
  ],
  eventTypes: GATHERING_EVENT_TYPES,
  async applyBatch(trx, events) {
    const entries = events.map((event) => {
      const { gatheringId, cityId, rows } = auditOf(event);
      return { ownerId: gatheringId, event, rows: rows.map((row) => ({ ...row, city_id: cityId })) };
    });
    await appendAuditEntries(trx, { ...GATHERING_AUDIT_LOG, entries });
  },
};

function auditOf(event: RecordedEvent): { gatheringId: number; cityId: number; rows: AuditRow[] } {
  switch (event.type) {
    case 'GatheringCreated': {
      const { gatheringId, fields } = gatheringCreatedData(event);
      return { gatheringId, cityId: fields.cityId, rows: [CREATE_ROW] };
    }
    case 'GatheringUpdated': {
      const { gatheringId, cityId, changes } = gatheringUpdatedData(event);
      return { gatheringId, cityId, rows: updateRows(changes, GATHERING_FIELDS) };
    }
    case 'GatheringOutcomeRecorded': {
      const { gatheringId, cityId, changes } = gatheringOutcomeRecordedData(event);
      return { gatheringId, cityId, rows: updateRows(changes, OUTCOME_ORDER) };
    }
    default: {
      const step = gatheringStep(event);
      if (!step) throw new Error(`${event.type} is not an event of a gathering`);
      const cityId = (event.data as { cityId: number }).cityId;
      const row: AuditRow = {
        action: 'update',
        field_name: 'status',
        old_value: step.fromStatus,
        new_value: step.toStatus,
      };
      return { gatheringId: step.gatheringId, cityId, rows: [row] };
    }
  }
}
