import { entityId, KARGUZARI_FIELDS, karguzariFieldsSchema } from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import { insertRows, patchRowsByKey, type Row } from '../../handling/batch-writes';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { changedFieldValues, fieldColumns } from '../../read-schema/read-tables';
import { cityUpdatedData } from '../cities/city-event-data';
import {
  KARGUZARI_EVENT_TYPES,
  reportCreatedData,
  reportReviewedData,
  reportRevisedData,
  reportSubmittedData,
} from './karguzari-event-data';
import { karguzariVersionsTable } from './karguzari-versions-table';

/**
 * Karguzari reports, one row per version: a revision copies the newest row with its changes as
 * the next version and marks it the latest; submissions and reviews change the version they name.
 * Earlier versions are never changed again. A report's zone follows its city to another zone.
 */
export const karguzariVersionsReadModel: BatchReadModel = {
  name: READ_MODEL.karguzariVersions,
  migrations: [
    {
      name: '0042_karguzari_versions_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await knex.schema.withSchema(schema).createTable('karguzari_versions', (table) => {
          table.integer('report_id').notNullable();
          table.integer('version').notNullable();
          table.boolean('is_latest').notNullable();
          table.text('title').notNullable();
          table.text('report_type').notNullable();
          table.date('report_date').notNullable();
          table.date('week_start_date');
          table.date('week_end_date');
          table.text('activities').notNullable();
          table.text('achievements');
          table.text('challenges');
          table.text('attendance');
          table.text('financial_summary');
          table.text('upcoming_plans');
          table.text('additional_notes');
          table.text('priority').notNullable();
          table.integer('city_id').notNullable();
          table.integer('zone_id').notNullable();
          table.text('status').notNullable();
          table.integer('user_id');
          table.text('submitted_by').notNullable();
          table.timestamp('submission_date', { useTz: true }).notNullable();
          table.text('edit_reason');
          table.text('reviewed_by');
          table.timestamp('reviewed_at', { useTz: true });
          table.text('review_comments');
          table.jsonb('changes').notNullable();
          table.primary(['report_id', 'version']);
        });
        // A city's reports, newest first (every version, or the latest only), and a zone's.
        await knex.raw(
          'CREATE INDEX karguzari_versions_city ON ??.karguzari_versions (city_id, report_date DESC, report_id, version DESC)',
          [schema],
        );
        await knex.raw(
          'CREATE INDEX karguzari_versions_zone_latest ON ??.karguzari_versions (zone_id, report_date DESC) WHERE is_latest',
          [schema],
        );
      },
    },
  ],
  eventTypes: [...KARGUZARI_EVENT_TYPES, 'CityUpdated'],
  async applyBatch(trx, events) {
    const batch: VersionsBatch = {
      earlier: await earlierVersions(trx, events),
      newRows: new Map(),
      latestNew: new Map(),
      patches: new Map(),
      revisedReports: new Set(),
      moves: [],
    };
    for (const event of events) applyToBatch(batch, event);
    await writeBatch(trx, batch);
  },
};

/**
 * A batch's versions gathered in memory, so it writes with a few statements (a national history
 * has tens of thousands of reports, most revised or reviewed). Rows are kept as `row_to_json`
 * gives them and `json_populate_recordset` takes them, so a version copied from an earlier one
 * keeps its dates and `changes` exactly. Versions created in the batch are changed in place; the
 * ones written before it collect one patch each, later columns winning.
 */
interface VersionsBatch {
  /** The versions written before the batch that a revision in it copies, as they are now. */
  earlier: Map<string, Row>;
  newRows: Map<string, Row>;
  /** By report, its newest version created in the batch. */
  latestNew: Map<number, Row>;
  patches: Map<string, { key: Row; patch: Row }>;
  /** Reports revised in the batch: their versions written before it are no longer the latest. */
  revisedReports: Set<number>;
  /** Cities moved to another zone, in log order: each moves the versions written before the batch. */
  moves: { cityId: number; zoneId: number }[];
}

function versionKey(reportId: number, version: number): string {
  return `${reportId} ${version}`;
}

/** One query for the versions the batch's revisions copy that it did not create itself. */
async function earlierVersions(trx: Knex.Transaction, events: RecordedEvent[]): Promise<Map<string, Row>> {
  const wanted = events.flatMap((event) => {
    if (event.type !== 'KarguzariReportRevised') return [];
    const { reportId, version } = reportRevisedData(event);
    return [{ report_id: reportId, version: version - 1 }];
  });
  if (wanted.length === 0) return new Map();
  const { rows } = await trx.raw<{ rows: { row: Row }[] }>(
    `SELECT row_to_json(t) AS row FROM ${karguzariVersionsTable.name} AS t
       JOIN json_to_recordset(?::json) AS w(report_id int, version int) USING (report_id, version)`,
    [JSON.stringify(wanted)],
  );
  return new Map(rows.map(({ row }) => [versionKey(row.report_id as number, row.version as number), row]));
}

function applyToBatch(batch: VersionsBatch, event: RecordedEvent): void {
  switch (event.type) {
    case 'KarguzariReportCreated': {
      const { reportId, fields, status, authorId } = reportCreatedData(event);
      addVersion(batch, {
        report_id: reportId,
        version: 1,
        is_latest: true,
        ...fieldColumns(fields, KARGUZARI_FIELDS),
        status,
        user_id: authorId,
        submitted_by: event.metadata.username,
        submission_date: event.metadata.occurredAt,
        edit_reason: null,
        changes: {},
      });
      break;
    }
    case 'KarguzariReportRevised': {
      const { reportId, version, changes, editReason, status, authorId } = reportRevisedData(event);
      const previousKey = versionKey(reportId, version - 1);
      const previous = batch.newRows.get(previousKey) ?? batch.earlier.get(previousKey);
      if (!previous)
        throw new Error(`Karguzari report ${reportId} version ${version - 1} is not in the read model`);
      const changed = changedFieldValues(changes, karguzariFieldsSchema, event.type);
      const latest = batch.latestNew.get(reportId);
      if (latest) latest.is_latest = false;
      batch.revisedReports.add(reportId);
      addVersion(batch, {
        ...previous,
        ...fieldColumns(changed, KARGUZARI_FIELDS),
        version,
        is_latest: true,
        status,
        user_id: authorId,
        submitted_by: event.metadata.username,
        submission_date: event.metadata.occurredAt,
        edit_reason: editReason,
        reviewed_by: null,
        reviewed_at: null,
        review_comments: null,
        changes,
      });
      break;
    }
    case 'KarguzariReportSubmitted': {
      const { reportId, version } = reportSubmittedData(event);
      changeVersion(batch, reportId, version, { status: 'submitted' });
      break;
    }
    case 'KarguzariReportReviewed': {
      const { reportId, version, decision, reviewComments } = reportReviewedData(event);
      changeVersion(batch, reportId, version, {
        status: decision,
        reviewed_by: event.metadata.username,
        reviewed_at: event.metadata.occurredAt,
        review_comments: reviewComments,
      });
      break;
    }
    case 'CityUpdated': {
      const { cityId, changes } = cityUpdatedData(event);
      if (!changes.zoneId) break;
      const zoneId = entityId.parse(changes.zoneId.to);
      for (const rows of [batch.newRows, batch.earlier]) {
        for (const row of rows.values()) if (row.city_id === cityId) row.zone_id = zoneId;
      }
      batch.moves.push({ cityId, zoneId });
      break;
    }
  }
}

function addVersion(batch: VersionsBatch, row: Row): void {
  const reportId = row.report_id as number;
  const key = versionKey(reportId, row.version as number);
  if (batch.newRows.has(key))
    throw new Error(`Karguzari report ${reportId} version ${row.version} is written twice`);
  batch.newRows.set(key, row);
  batch.latestNew.set(reportId, row);
}

/** A submission or review of a version: in place if the batch created it, else as its patch. */
function changeVersion(batch: VersionsBatch, reportId: number, version: number, columns: Row): void {
  const key = versionKey(reportId, version);
  const created = batch.newRows.get(key);
  if (created) {
    Object.assign(created, columns);
    return;
  }
  const earlier = batch.earlier.get(key);
  if (earlier) Object.assign(earlier, columns);
  const pending = batch.patches.get(key);
  if (pending) Object.assign(pending.patch, columns);
  else batch.patches.set(key, { key: { report_id: reportId, version }, patch: { ...columns } });
}

/**
 * Moves, the end of being the latest and patches reach only the versions written before the
 * batch, so they are written before the new rows (which hold their own already). A version
 * written twice, or a change of one nowhere in the read model, fails the batch as single
 * statements did.
 */
async function writeBatch(trx: Knex.Transaction, batch: VersionsBatch): Promise<void> {
  for (const { cityId, zoneId } of batch.moves) {
    await trx(karguzariVersionsTable.name).where('city_id', cityId).update({ zone_id: zoneId });
  }
  if (batch.revisedReports.size > 0) {
    await trx(karguzariVersionsTable.name)
      .whereIn('report_id', [...batch.revisedReports])
      .update({ is_latest: false });
  }
  const missing = await patchRowsByKey(trx, karguzariVersionsTable.name, {
    key: ['report_id', 'version'],
    columns: ['status', 'reviewed_by', 'reviewed_at', 'review_comments'],
    patches: [...batch.patches.values()],
  });
  if (missing.length > 0) {
    const named = missing.map((key) => `Karguzari report ${key.report_id} version ${key.version}`);
    throw new Error(`${named.join(', ')} is not in the read model`);
  }
  await insertRows(trx, karguzariVersionsTable.name, [...batch.newRows.values()]);
}
