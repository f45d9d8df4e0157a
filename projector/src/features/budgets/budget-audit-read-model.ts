import {
  BUDGET_DETAIL_FIELDS,
  BUDGET_EVENT_TYPES,
  BUDGET_STEP_EVENTS,
  BUDGET_WORKFLOW,
  COLLECTION_ACTUAL_FIELDS,
  COLLECTION_PLAN_FIELDS,
  EXPENSE_ACTUAL_FIELDS,
  EXPENSE_PLAN_FIELDS,
} from '@seerat/contracts';
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
  budgetCollectionAddedData,
  budgetCreatedData,
  budgetDeletedData,
  budgetDetailsUpdatedData,
  budgetExpenseAddedData,
  budgetLineChangedData,
  budgetLineRemovedData,
  budgetStepData,
} from './budget-event-data';

const BUDGET_AUDIT_LOG = AUDIT_LOGS.budgets;

const LINE_ORDER = [
  ...new Set<string>([
    ...COLLECTION_PLAN_FIELDS,
    ...EXPENSE_PLAN_FIELDS,
    ...COLLECTION_ACTUAL_FIELDS,
    ...EXPENSE_ACTUAL_FIELDS,
  ]),
];

/**
 * A budget's Change History, field-level like the events': one row for the create, one per
 * changed detail, each line added or removed (`collection 3`), each changed field of a line
 * (`expense 4 unitPrice`), and one `status` row per workflow step with its comment as the reason.
 * Each row keeps `city_id`, the budget's event's city, for scope.
 */
export const budgetAuditReadModel: BatchReadModel = {
  name: READ_MODEL.budgetAuditLog,
  migrations: [
    {
      name: '0082_budget_audit_log_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await createAuditLogTable(knex, { schema, ...BUDGET_AUDIT_LOG });
        await knex.schema.withSchema(schema).alterTable(BUDGET_AUDIT_LOG.table, (table) => {
          table.integer('city_id').notNullable();
        });
      },
    },
    auditFeedIndexesMigration(`0083_${BUDGET_AUDIT_LOG.table}_feed_indexes`, BUDGET_AUDIT_LOG.table),
    auditRowCountMigration(`0091_${BUDGET_AUDIT_LOG.table}_row_count`, BUDGET_AUDIT_LOG.table),
  ],
  eventTypes: BUDGET_EVENT_TYPES,
  async applyBatch(trx, events) {
    const entries = events.map((event) => {
      const { budgetId, cityId } = event.data as { budgetId: number; cityId: number };
      const rows = auditOf(event).map((row) => ({ ...row, city_id: cityId }));
      return { ownerId: budgetId, event, rows };
    });
    await appendAuditEntries(trx, { ...BUDGET_AUDIT_LOG, entries });
  },
};

function auditOf(event: RecordedEvent): AuditRow[] {
  switch (event.type) {
    case 'BudgetCreated':
      budgetCreatedData(event);
      return [CREATE_ROW];
    case 'BudgetDetailsUpdated':
      return updateRows(budgetDetailsUpdatedData(event).changes, BUDGET_DETAIL_FIELDS);
    case 'BudgetCollectionAdded': {
      const { lineId, plan } = budgetCollectionAddedData(event);
      return [lineRow(`collection ${lineId}`, null, plan.description ?? plan.category)];
    }
    case 'BudgetExpenseAdded': {
      const { lineId, plan } = budgetExpenseAddedData(event);
      return [lineRow(`expense ${lineId}`, null, plan.description ?? plan.category)];
    }
    case 'BudgetLineUpdated':
    case 'BudgetActualsRecorded': {
      const { kind, lineId, changes } = budgetLineChangedData(event);
      return updateRows(changes, LINE_ORDER).map((row) => ({
        ...row,
        field_name: `${kind} ${lineId} ${row.field_name}`,
      }));
    }
    case 'BudgetLineRemoved': {
      const { kind, lineId } = budgetLineRemovedData(event);
      return [lineRow(`${kind} ${lineId}`, 'removed', null)];
    }
    case 'BudgetDeleted':
      budgetDeletedData(event);
      return [{ action: 'delete', field_name: null, old_value: null, new_value: null }];
    default: {
      const action = BUDGET_STEP_EVENTS[event.type as keyof typeof BUDGET_STEP_EVENTS];
      if (!action) throw new Error(`${event.type} is not an event of a budget`);
      const { fromStatus } = budgetStepData(event);
      return [
        {
          action: 'update',
          field_name: 'status',
          old_value: fromStatus,
          new_value: BUDGET_WORKFLOW[action].to,
        },
      ];
    }
  }
}

function lineRow(field: string, from: string | null, to: string | null): AuditRow {
  return { action: 'update', field_name: field, old_value: auditText(from), new_value: auditText(to) };
}
