import { KARGUZARI_FIELDS } from '@seerat/contracts';
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
  KARGUZARI_EVENT_TYPES,
  reportCreatedData,
  reportReviewedData,
  reportRevisedData,
  reportSubmittedData,
} from './karguzari-event-data';

const KARGUZARI_AUDIT_LOG = AUDIT_LOGS.karguzari;

/**
 * A report's change history (`GET /api/karguzari/{id}/audit`): the create (with the status it
 * starts in), each field a new
 * version changed (its reason is the edit reason), and each status change by submission or
 * review (its reason is the review comment).
 */
export const karguzariAuditReadModel: BatchReadModel = {
  name: READ_MODEL.karguzariAuditLog,
  migrations: [
    {
      name: '0043_karguzari_audit_log_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await createAuditLogTable(knex, { schema, ...KARGUZARI_AUDIT_LOG });
      },
    },
    auditFeedIndexesMigration(`0070_${KARGUZARI_AUDIT_LOG.table}_feed_indexes`, KARGUZARI_AUDIT_LOG.table),
    auditRowCountMigration(`0091_${KARGUZARI_AUDIT_LOG.table}_row_count`, KARGUZARI_AUDIT_LOG.table),
    {
      // A status change compares with the report's last recorded status: found among a few rows of
      // this index, also while a rebuild replays without the history's other indexes.
      name: '0093_karguzari_audit_log_status_index',
      async up(knex: Knex) {
        await knex.raw(
          `CREATE INDEX karguzari_audit_log_status ON ??.karguzari_audit_log (report_id, id DESC)
            WHERE field_name = 'status'`,
          [readSchemaOf(knex)],
        );
      },
    },
  ],
  eventTypes: KARGUZARI_EVENT_TYPES,
  async applyBatch(trx, events) {
    // Statuses change in event order, so the batch keeps each report's status as it goes.
    const statuses = new Map<number, string>();
    const entries = [];
    for (const event of events) {
      const { reportId, rows } = await auditOf(trx, event, statuses);
      entries.push({ ownerId: reportId, event, rows });
    }
    await appendAuditEntries(trx, { ...KARGUZARI_AUDIT_LOG, entries });
  },
};

async function auditOf(
  trx: Knex.Transaction,
  event: RecordedEvent,
  statuses: Map<number, string>,
): Promise<{ reportId: number; rows: AuditRow[] }> {
  switch (event.type) {
    case 'KarguzariReportCreated': {
      const { reportId, status } = reportCreatedData(event);
      statuses.set(reportId, status);
      // The create row names the status the report starts in, so later changes continue from it.
      return { reportId, rows: [{ ...CREATE_ROW, field_name: 'status', new_value: status }] };
    }
    case 'KarguzariReportRevised': {
      const { reportId, version, changes, status } = reportRevisedData(event);
      const rows = updateRows(changes, KARGUZARI_FIELDS);
      rows.unshift({
        action: 'update',
        field_name: 'version',
        old_value: String(version - 1),
        new_value: String(version),
      });
      return { reportId, rows: [...rows, ...(await statusRow(trx, reportId, status, statuses))] };
    }
    case 'KarguzariReportSubmitted': {
      const { reportId } = reportSubmittedData(event);
      return { reportId, rows: await statusRow(trx, reportId, 'submitted', statuses) };
    }
    default: {
      const { reportId, decision } = reportReviewedData(event);
      return { reportId, rows: await statusRow(trx, reportId, decision, statuses) };
    }
  }
}

/** A row for the status change, if the status changed; the status before is the last one recorded. */
async function statusRow(
  trx: Knex.Transaction,
  reportId: number,
  status: string,
  statuses: Map<number, string>,
): Promise<AuditRow[]> {
  const before = statuses.get(reportId) ?? (await recordedStatus(trx, reportId));
  statuses.set(reportId, status);
  if (before === status) return [];
  return [{ action: 'update', field_name: 'status', old_value: before, new_value: status }];
}

/** The newest status this history holds for the report, from before this batch. */
async function recordedStatus(trx: Knex.Transaction, reportId: number): Promise<string> {
  const row = await trx(KARGUZARI_AUDIT_LOG.table)
    .where({ report_id: reportId, field_name: 'status' })
    .orderBy('id', 'desc')
    .first('new_value');
  if (!row) throw new Error(`Karguzari report ${reportId} is not in the history`);
  return row.new_value;
}
