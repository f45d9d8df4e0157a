import { BUDGET_STEP_EVENTS, BUDGET_WORKFLOW } from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type { EventByEventReadModel } from '../../projection';
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
export const budgetHistoryReadModel: EventByEventReadModel = {
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
  handlers: {
    async BudgetCreated(trx, event) {
      const { budgetId } = budgetCreatedData(event);
      await insert(trx, event, {
        budget_id: budgetId,
        action: 'create',
        previous_status: null,
        new_status: 'draft',
      });
    },
    async BudgetDeleted(trx, event) {
      const { budgetId } = budgetDeletedData(event);
      await insert(trx, event, {
        budget_id: budgetId,
        action: 'delete',
        previous_status: 'draft',
        new_status: 'deleted',
      });
    },
    ...Object.fromEntries(
      Object.entries(BUDGET_STEP_EVENTS).map(([type, action]) => [
        type,
        async (trx: Knex.Transaction, event: RecordedEvent) => {
          const { budgetId, fromStatus, comment } = budgetStepData(event);
          await insert(trx, event, {
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
};

async function insert(trx: Knex.Transaction, event: RecordedEvent, row: Record<string, unknown>) {
  await trx(budgetHistoryTable.name).insert({
    comments: null,
    ...row,
    revision: Number(event.revision),
    action_by: event.metadata.username,
    action_by_id: event.metadata.userId,
    action_date: event.metadata.occurredAt,
  });
}
