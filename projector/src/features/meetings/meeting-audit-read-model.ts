import { MEETING_FIELDS } from '@seerat/contracts';
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
  auditText,
  CREATE_ROW,
  createAuditLogTable,
  updateRows,
} from '../audit/audit-log';
import {
  actionItemAddedData,
  actionItemUpdatedData,
  MEETING_EVENT_TYPES,
  meetingRecordedData,
  meetingUpdatedData,
} from './meeting-event-data';

const MEETING_AUDIT_LOG = AUDIT_LOGS.meetings;

/**
 * A meeting's change history (`GET /api/meetings/{id}/audit`), field by field like the cities':
 * the create, each changed field of an edit or status change, and each action item added
 * (`actionItem 3`) or changed (`actionItem 3 status`), with who, why, from where and when.
 */
export const meetingAuditReadModel: BatchReadModel = {
  name: READ_MODEL.meetingAuditLog,
  migrations: [
    {
      name: '0041_meeting_audit_log_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await createAuditLogTable(knex, { schema, ...MEETING_AUDIT_LOG });
      },
    },
    auditFeedIndexesMigration(`0070_${MEETING_AUDIT_LOG.table}_feed_indexes`, MEETING_AUDIT_LOG.table),
    auditRowCountMigration(`0091_${MEETING_AUDIT_LOG.table}_row_count`, MEETING_AUDIT_LOG.table),
  ],
  eventTypes: MEETING_EVENT_TYPES,
  async applyBatch(trx, events) {
    const entries = events.map((event) => {
      const { meetingId, rows } = auditOf(event);
      return { ownerId: meetingId, event, rows };
    });
    await appendAuditEntries(trx, { ...MEETING_AUDIT_LOG, entries });
  },
};

const ITEM_ORDER = ['task', 'assignedTo', 'dueDate', 'status', 'priority'];

function auditOf(event: RecordedEvent): { meetingId: number; rows: AuditRow[] } {
  switch (event.type) {
    case 'MeetingRecorded':
      return { meetingId: meetingRecordedData(event).meetingId, rows: [CREATE_ROW] };
    case 'MeetingUpdated': {
      const { meetingId, changes } = meetingUpdatedData(event);
      return { meetingId, rows: updateRows(changes, MEETING_FIELDS) };
    }
    case 'MeetingActionItemAdded': {
      const { meetingId, item } = actionItemAddedData(event);
      const row: AuditRow = {
        action: 'update',
        field_name: `actionItem ${item.id}`,
        old_value: null,
        new_value: auditText(item.task),
      };
      return { meetingId, rows: [row] };
    }
    default: {
      const { meetingId, itemId, changes } = actionItemUpdatedData(event);
      const rows = updateRows(changes, ITEM_ORDER).map((row) => ({
        ...row,
        field_name: `actionItem ${itemId} ${row.field_name}`,
      }));
      return { meetingId, rows };
    }
  }
}
