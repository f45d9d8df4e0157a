import type { Knex } from 'knex';
import { rowPerEventReadModel } from '../../handling/row-per-event';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { reportReviewedData } from './karguzari-event-data';
import { karguzariReviewsTable } from './karguzari-reviews-table';

/**
 * Every review step of every karguzari report version, one row each: the decision, who made it,
 * when, and the comment they wrote. A later step never overwrites an earlier one (approving
 * without a comment keeps the comment of the review before it), so the report shows them all.
 * Its own read model, so a portal that had reviews before it fills it from the log at its start.
 */
export const karguzariReviewsReadModel = rowPerEventReadModel({
  name: READ_MODEL.karguzariReviews,
  migrations: [
    {
      name: '0045_karguzari_reviews_create',
      async up(knex: Knex) {
        await knex.schema.withSchema(readSchemaOf(knex)).createTable('karguzari_reviews', (table) => {
          table.integer('report_id').notNullable();
          table.integer('version').notNullable();
          // The review's place in the report's stream: unique per report, and the steps' order.
          table.integer('stream_revision').notNullable();
          table.text('decision').notNullable();
          table.text('reviewed_by').notNullable();
          table.timestamp('reviewed_at', { useTz: true }).notNullable();
          table.text('comments');
          table.primary(['report_id', 'stream_revision']);
          table.index(['report_id', 'version']);
        });
      },
    },
  ],
  table: karguzariReviewsTable.name,
  rowOf: {
    KarguzariReportReviewed(event) {
      const { reportId, version, decision, reviewComments } = reportReviewedData(event);
      return {
        report_id: reportId,
        version,
        stream_revision: Number(event.revision),
        decision,
        reviewed_by: event.metadata.username,
        reviewed_at: event.metadata.occurredAt,
        comments: reviewComments,
      };
    },
  },
});
