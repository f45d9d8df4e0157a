import {
  applyFieldChanges,
  BUDGET_STEP_EVENTS,
  type BudgetAction,
  budgetStepFacts,
  budgetTotals,
  type CollectionLine,
  type ExpenseLine,
} from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type { EventByEventReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { columnName } from '../../read-schema/read-tables';
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
import { budgetLinesTable, budgetsTable } from './budgets-table';

const COLLECTION_ACTUALS = {
  actualAmount: null,
  collectionDate: null,
  receiptNumber: null,
  receiptUrl: null,
};
const EXPENSE_ACTUALS = {
  actualQuantity: null,
  actualUnitPrice: null,
  billNumber: null,
  billDate: null,
  receiptUrl: null,
};

/**
 * Budgets as the budgets list and the budget page read them: `budgets` (one row each, totals
 * precomputed so the list is one query) and `budget_lines`. Scope and names come from joining
 * `cities`, `zones` and `gatherings` when reading. Deleting a draft deletes its rows.
 */
export const budgetsReadModel: EventByEventReadModel = {
  name: READ_MODEL.budgets,
  migrations: [
    {
      name: '0080_budgets_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await knex.schema.withSchema(schema).createTable('budgets', (table) => {
          table.integer('id').primary();
          table.text('budget_number').notNullable().unique();
          table.integer('gathering_id').notNullable().unique();
          table.integer('city_id').notNullable();
          table.integer('zone_id').notNullable();
          table.date('event_date').notNullable();
          table.text('title').notNullable();
          table.text('description');
          table.text('status').notNullable();
          table.text('submitted_by');
          table.integer('submitted_by_id');
          table.timestamp('submission_date', { useTz: true });
          table.text('reviewed_by');
          table.text('approved_by');
          table.timestamp('approval_date', { useTz: true });
          table.text('released_by');
          table.timestamp('release_date', { useTz: true });
          table.text('rejection_reason');
          table.text('feedback');
          for (const total of TOTAL_COLUMNS) table.bigInteger(total).notNullable().defaultTo(0);
          table.text('created_by').notNullable();
          table.timestamp('created_at', { useTz: true }).notNullable();
          table.timestamp('updated_at', { useTz: true }).notNullable();
          table.integer('version').notNullable();
        });
        await knex.raw('CREATE INDEX budgets_newest ON ??.budgets (id DESC)', [schema]);
        await knex.raw('CREATE INDEX budgets_status ON ??.budgets (status, id DESC)', [schema]);
        await knex.raw('CREATE INDEX budgets_city ON ??.budgets (city_id, id DESC)', [schema]);
        await knex.schema.withSchema(schema).createTable('budget_lines', (table) => {
          table.integer('budget_id').notNullable();
          table.integer('line_id').notNullable();
          table.text('kind').notNullable();
          table.jsonb('line').notNullable();
          table.primary(['budget_id', 'line_id']);
        });
      },
    },
  ],
  handlers: {
    async BudgetCreated(trx, event) {
      const data = budgetCreatedData(event);
      await trx(budgetsTable.name).insert({
        id: data.budgetId,
        budget_number: data.budgetNumber,
        gathering_id: data.gatheringId,
        city_id: data.cityId,
        zone_id: data.zoneId,
        event_date: data.eventDate,
        title: data.details.title,
        description: data.details.description,
        status: 'draft',
        created_by: event.metadata.username,
        created_at: event.metadata.occurredAt,
        ...stamp(event),
      });
    },
    async BudgetDetailsUpdated(trx, event) {
      const { budgetId, changes } = budgetDetailsUpdatedData(event);
      const columns: Record<string, unknown> = {};
      if (changes.title) columns.title = String(changes.title.to);
      if (changes.description) columns.description = (changes.description.to as string | null) ?? null;
      await updateRow(trx, budgetId, { ...columns, ...stamp(event) });
    },
    async BudgetCollectionAdded(trx, event) {
      const { budgetId, lineId, plan } = budgetCollectionAddedData(event);
      const line = { lineId, ...plan, ...COLLECTION_ACTUALS };
      await trx(budgetLinesTable.name).insert({
        budget_id: budgetId,
        line_id: lineId,
        kind: 'collection',
        line,
      });
      await retotal(trx, budgetId, event);
    },
    async BudgetExpenseAdded(trx, event) {
      const { budgetId, lineId, plan } = budgetExpenseAddedData(event);
      const line = { lineId, ...plan, ...EXPENSE_ACTUALS };
      await trx(budgetLinesTable.name).insert({
        budget_id: budgetId,
        line_id: lineId,
        kind: 'expense',
        line,
      });
      await retotal(trx, budgetId, event);
    },
    BudgetLineUpdated: lineChanged,
    BudgetActualsRecorded: lineChanged,
    async BudgetLineRemoved(trx, event) {
      const { budgetId, lineId } = budgetLineRemovedData(event);
      await trx(budgetLinesTable.name).where({ budget_id: budgetId, line_id: lineId }).delete();
      await retotal(trx, budgetId, event);
    },
    ...Object.fromEntries(Object.keys(BUDGET_STEP_EVENTS).map((type) => [type, stepped])),
    async BudgetDeleted(trx, event) {
      const { budgetId } = budgetDeletedData(event);
      await trx(budgetLinesTable.name).where('budget_id', budgetId).delete();
      await trx(budgetsTable.name).where('id', budgetId).delete();
    },
  },
};

const TOTAL_COLUMNS = [
  'total_estimated_collections',
  'total_estimated_expenses',
  'total_actual_collections',
  'total_actual_expenses',
  'net_estimated_profit',
  'net_actual_profit',
] as const;

/** The totals, from every line of the budget: a line's event changes them. */
async function retotal(trx: Knex.Transaction, budgetId: number, event: RecordedEvent): Promise<void> {
  const rows: { kind: string; line: CollectionLine & ExpenseLine }[] = await trx(budgetLinesTable.name)
    .where('budget_id', budgetId)
    .select('kind', 'line');
  const totals = budgetTotals(
    rows.filter((row) => row.kind === 'collection').map((row) => row.line),
    rows.filter((row) => row.kind === 'expense').map((row) => row.line),
  );
  await updateRow(trx, budgetId, {
    total_estimated_collections: totals.totalEstimatedCollections,
    total_estimated_expenses: totals.totalEstimatedExpenses,
    total_actual_collections: totals.totalActualCollections,
    total_actual_expenses: totals.totalActualExpenses,
    net_estimated_profit: totals.netEstimatedProfit,
    net_actual_profit: totals.netActualProfit,
    ...stamp(event),
  });
}

/** A workflow step: the status, and who did it when, in the columns the spec names. */
async function stepped(trx: Knex.Transaction, event: RecordedEvent): Promise<void> {
  const { budgetId, comment } = budgetStepData(event);
  const action: BudgetAction = BUDGET_STEP_EVENTS[event.type as keyof typeof BUDGET_STEP_EVENTS];
  const { username, userId, occurredAt } = event.metadata;
  const facts = budgetStepFacts({ action, comment, username, userId, occurredAt });
  const columns = Object.fromEntries(
    Object.entries(facts).map(([field, value]) => [columnName(field), value]),
  );
  await updateRow(trx, budgetId, { ...columns, ...stamp(event) });
}

function stamp(event: RecordedEvent) {
  return { updated_at: event.metadata.occurredAt, version: Number(event.revision) };
}

async function updateRow(trx: Knex.Transaction, budgetId: number, columns: Record<string, unknown>) {
  const changed = await trx(budgetsTable.name).where('id', budgetId).update(columns);
  if (changed === 0) throw new Error(`Budget ${budgetId} is not in the read model`);
}

async function lineChanged(trx: Knex.Transaction, event: RecordedEvent): Promise<void> {
  const { budgetId, lineId, changes } = budgetLineChangedData(event);
  const row = await trx(budgetLinesTable.name).where({ budget_id: budgetId, line_id: lineId }).first('line');
  if (!row) throw new Error(`Line ${lineId} of budget ${budgetId} is not in the read model`);
  const line = applyFieldChanges(row.line, changes);
  await trx(budgetLinesTable.name).where({ budget_id: budgetId, line_id: lineId }).update({ line });
  await retotal(trx, budgetId, event);
}
