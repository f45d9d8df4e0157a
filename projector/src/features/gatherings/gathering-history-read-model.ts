import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import { rowPerEventReadModel } from '../../handling/row-per-event';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { gatheringCreatedData } from './gathering-event-data';
import { GATHERING_STEP_TYPES, gatheringStep } from './gathering-steps';
import { gatheringHistoryTable } from './gatherings-table';

/**
 * Each event's approval history: one row per transition (created, submitted, approved, rejected,
 * changes requested, cancelled, reopened) with who, when, from, to and the comment. Keyed by the
 * event's stream revision, so a replay writes the same rows.
 */
export const gatheringHistoryReadModel = rowPerEventReadModel({
  name: READ_MODEL.gatheringHistory,
  migrations: [
    {
      name: '0031_gathering_history_create',
      async up(knex: Knex) {
        await knex.schema.withSchema(readSchemaOf(knex)).createTable('gathering_history', (table) => {
          table.integer('gathering_id').notNullable();
          table.integer('revision').notNullable();
          table.text('action').notNullable();
          table.text('from_status');
          table.text('to_status').notNullable();
          table.text('comment');
          table.integer('user_id');
          table.text('username').notNullable();
          table.timestamp('occurred_at', { useTz: true }).notNullable();
          table.primary(['gathering_id', 'revision']);
        });
      },
    },
  ],
  table: gatheringHistoryTable.name,
  rowOf: {
    GatheringCreated(event) {
      const { gatheringId } = gatheringCreatedData(event);
      return {
        ...who(event),
        gathering_id: gatheringId,
        action: 'created',
        from_status: null,
        to_status: 'draft',
        comment: null,
      };
    },
    ...Object.fromEntries(
      GATHERING_STEP_TYPES.map((type) => [
        type,
        (event: RecordedEvent) => {
          const step = gatheringStep(event)!;
          return {
            ...who(event),
            gathering_id: step.gatheringId,
            action: step.action,
            from_status: step.fromStatus,
            to_status: step.toStatus,
            comment: step.comment,
          };
        },
      ]),
    ),
  },
});

function who(event: Parameters<typeof gatheringStep>[0]) {
  return {
    revision: Number(event.revision),
    user_id: event.metadata.userId,
    username: event.metadata.username,
    occurred_at: event.metadata.occurredAt,
  };
}
