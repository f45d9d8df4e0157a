import { BUDGET_STEP_EVENTS, BUDGET_WORKFLOW } from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type { Row } from '../../handling/batch-writes';
import { rowPerEventReadModel } from '../../handling/row-per-event';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { budgetCreatedData, budgetDeletedData, budgetStepData } from './budget-event-data';
import { budgetHistoryTable } from './budgets-table';

/**
 * Each budget's approval history (spec: budget_approval_history): one row per transition, the
 * creation included, with who, the action, the comment, the status before and after, and when.
 * Keyed by the budget's stream revision, so a replay writes the same rows. A deleted draft's
 * history stays (the Change History and the feed still show it).
 */
export const budgetHistoryReadModel = rowPerEventReadModel({
  name: READ_MODEL.budgetApprovalHistory,
  migrations: [
    {
      name: '0081_budget_approval_history_create',
      async up(knex: Knex) {
        await knex.schema.withSchema(readSchemaOf(knex)).createTable('budget_approval_history', (table) => {
          table.integer('budget_id').notNullable();
          table.integer('revision').notNullable();
          table.text('action').notNullable();
          table.text('action_by').notNullable();
          table.integer('action_by_id');
          table.text('comments');
          table.text('previous_status');
          table.text('new_status').notNullable();
          table.timestamp('action_date', { useTz: true }).notNullable();
          table.primary(['budget_id', 'revision']);
        });
      },
    },
  ],
  table: budgetHistoryTable.name,
  rowOf: {
    BudgetCreated(event) {
      const { budgetId } = budgetCreatedData(event);
      return step(event, {
        budget_id: budgetId,
        action: 'create',
        previous_status: null,
        new_status: 'draft',
      });
    },
    BudgetDeleted(event) {
      const { budgetId } = budgetDeletedData(event);
      return step(event, {
        budget_id: budgetId,
        action: 'delete',
        previous_status: 'draft',
        new_status: 'deleted',
      });
    },
    ...Object.fromEntries(
      Object.entries(BUDGET_STEP_EVENTS).map(([type, action]) => [
        type,
        (event: RecordedEvent) => {
          const { budgetId, fromStatus, comment } = budgetStepData(event);
          return step(event, {
            budget_id: budgetId,
            action,
            previous_status: fromStatus,
            new_status: BUDGET_WORKFLOW[action].to,
            comments: comment,
          });
        },
      ]),
    ),
  },
});

function step(event: RecordedEvent, row: Row): Row {
  return {
    comments: null,
    ...row,
    revision: Number(event.revision),
    action_by: event.metadata.username,
    action_by_id: event.metadata.userId,
    action_date: event.metadata.occurredAt,
  };
}
