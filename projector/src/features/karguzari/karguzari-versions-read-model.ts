import { entityId, KARGUZARI_FIELDS, karguzariFieldsSchema } from '@seerat/contracts';
import type { Knex } from 'knex';
import type { EventByEventReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { changedFieldValues, fieldColumns } from '../../read-schema/read-tables';
import { cityUpdatedData } from '../cities/city-event-data';
import {
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
export const karguzariVersionsReadModel: EventByEventReadModel = {
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
  handlers: {
    async KarguzariReportCreated(trx, event) {
      const { reportId, fields, status, authorId } = reportCreatedData(event);
      await trx(karguzariVersionsTable.name).insert({
        report_id: reportId,
        version: 1,
        is_latest: true,
        ...fieldColumns(fields, KARGUZARI_FIELDS),
        status,
        user_id: authorId,
        submitted_by: event.metadata.username,
        submission_date: event.metadata.occurredAt,
        edit_reason: null,
        changes: JSON.stringify({}),
      });
    },
    async KarguzariReportRevised(trx, event) {
      const { reportId, version, changes, editReason, status, authorId } = reportRevisedData(event);
      const previous = await trx(karguzariVersionsTable.name)
        .where({ report_id: reportId, version: version - 1 })
        .first();
      if (!previous)
        throw new Error(`Karguzari report ${reportId} version ${version - 1} is not in the read model`);
      const changed = changedFieldValues(changes, karguzariFieldsSchema, event.type);
      await trx(karguzariVersionsTable.name).where({ report_id: reportId }).update({ is_latest: false });
      await trx(karguzariVersionsTable.name).insert({
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
        changes: JSON.stringify(changes),
      });
    },
    async KarguzariReportSubmitted(trx, event) {
      const { reportId, version } = reportSubmittedData(event);
      await changeVersion(trx, reportId, version, { status: 'submitted' });
    },
    async KarguzariReportReviewed(trx, event) {
      const { reportId, version, decision, reviewComments } = reportReviewedData(event);
      await changeVersion(trx, reportId, version, {
        status: decision,
        reviewed_by: event.metadata.username,
        reviewed_at: event.metadata.occurredAt,
        review_comments: reviewComments,
      });
    },
    async CityUpdated(trx, event) {
      const { cityId, changes } = cityUpdatedData(event);
      if (!changes.zoneId) return;
      await trx(karguzariVersionsTable.name)
        .where('city_id', cityId)
        .update({ zone_id: entityId.parse(changes.zoneId.to) });
    },
  },
};

async function changeVersion(
  trx: Knex.Transaction,
  reportId: number,
  version: number,
  columns: Record<string, unknown>,
): Promise<void> {
  const updated = await trx(karguzariVersionsTable.name)
    .where({ report_id: reportId, version })
    .update(columns);
  if (updated === 0)
    throw new Error(`Karguzari report ${reportId} version ${version} is not in the read model`);
}
