import { MEETING_FIELDS } from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
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

/**
 * A meeting's change history (`GET /api/meetings/{id}/audit`), field by field like the cities':
 * the create, each changed field of an edit or status change, and each action item added
 * (`actionItem 3`) or changed (`actionItem 3 status`), with who, why, from where and when.
 */
export const meetingAuditReadModel: BatchReadModel = {
  name: 'meeting_audit_log',
  migrations: [
    {
      name: '0041_meeting_audit_log_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await createAuditLogTable(knex, { schema, table: 'meeting_audit_log', ownerColumn: 'meeting_id' });
      },
    },
    auditFeedIndexesMigration('0070_meeting_audit_log_feed_indexes', 'meeting_audit_log'),
    auditRowCountMigration('0091_meeting_audit_log_row_count', 'meeting_audit_log'),
  ],
  eventTypes: MEETING_EVENT_TYPES,
  async applyBatch(trx, events) {
    const entries = events.map((event) => {
      const { meetingId, rows } = auditOf(event);
      return { ownerId: meetingId, event, rows };
    });
    await appendAuditEntries(trx, { table: 'meeting_audit_log', ownerColumn: 'meeting_id', entries });
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
