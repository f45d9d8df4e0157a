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
import { insertRows, patchRows, type Row } from '../../handling/batch-writes';
import type { BatchReadModel } from '../../projection';
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

/** The events that change a budget's lines, and so its totals. */
const LINE_EVENT_TYPES = [
  'BudgetCollectionAdded',
  'BudgetExpenseAdded',
  'BudgetLineUpdated',
  'BudgetActualsRecorded',
  'BudgetLineRemoved',
] as const;

/**
 * Budgets as the budgets list and the budget page read them: `budgets` (one row each, totals
 * precomputed so the list is one query) and `budget_lines`. Scope and names come from joining
 * `cities`, `zones` and `gatherings` when reading. Deleting a draft deletes its rows.
 */
export const budgetsReadModel: BatchReadModel = {
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
  eventTypes: [
    'BudgetCreated',
    'BudgetDetailsUpdated',
    ...LINE_EVENT_TYPES,
    ...Object.keys(BUDGET_STEP_EVENTS),
    'BudgetDeleted',
  ],
  async applyBatch(trx, events) {
    const batch = createBudgetsBatch(await linesBefore(trx, events));
    for (const event of events) applyToBatch(batch, event);
    await writeBatch(trx, batch);
  },
};

type Line = { kind: 'collection'; line: CollectionLine } | { kind: 'expense'; line: ExpenseLine };

/**
 * A batch's changes gathered in memory, so it writes with a few statements whatever its size.
 * Budgets created in the batch are changed in place; budgets from before it collect one patch
 * each, later columns winning. `lines` holds every line of each budget whose lines the batch
 * changes (those from before the batch read once, up front), so the totals come from memory.
 */
interface BudgetsBatch {
  newBudgets: Map<number, Row>;
  patches: Map<number, Row>;
  /** Budgets from before the batch that it deletes, with their lines. */
  deleted: Set<number>;
  /** By budget, then by line id: its lines as the batch's events so far leave them. */
  lines: Map<number, Map<number, Line>>;
  /** The lines read from before the batch, by `lineKey`. */
  linesBefore: Set<string>;
  /** Lines the batch adds, changes or removes, by `lineKey`. */
  changedLines: Map<string, { budgetId: number; lineId: number }>;
}

/** The lines of the budgets whose lines the batch changes, as they stood before it: one query. */
async function linesBefore(
  trx: Knex.Transaction,
  events: RecordedEvent[],
): Promise<({ budget_id: number; line_id: number } & Line)[]> {
  const budgetIds = new Set<number>();
  for (const event of events) {
    if ((LINE_EVENT_TYPES as readonly string[]).includes(event.type)) budgetIds.add(lineBudgetId(event));
  }
  if (budgetIds.size === 0) return [];
  return trx(budgetLinesTable.name)
    .whereIn('budget_id', [...budgetIds])
    .select('budget_id', 'line_id', 'kind', 'line');
}

function lineBudgetId(event: RecordedEvent): number {
  switch (event.type) {
    case 'BudgetCollectionAdded':
      return budgetCollectionAddedData(event).budgetId;
    case 'BudgetExpenseAdded':
      return budgetExpenseAddedData(event).budgetId;
    case 'BudgetLineRemoved':
      return budgetLineRemovedData(event).budgetId;
    default:
      return budgetLineChangedData(event).budgetId;
  }
}

function createBudgetsBatch(before: Awaited<ReturnType<typeof linesBefore>>): BudgetsBatch {
  const batch: BudgetsBatch = {
    newBudgets: new Map(),
    patches: new Map(),
    deleted: new Set(),
    lines: new Map(),
    linesBefore: new Set(),
    changedLines: new Map(),
  };
  for (const row of before) {
    budgetLines(batch, row.budget_id).set(row.line_id, { kind: row.kind, line: row.line } as Line);
    batch.linesBefore.add(lineKey(row.budget_id, row.line_id));
  }
  return batch;
}

function budgetLines(batch: BudgetsBatch, budgetId: number): Map<number, Line> {
  let lines = batch.lines.get(budgetId);
  if (!lines) {
    lines = new Map();
    batch.lines.set(budgetId, lines);
  }
  return lines;
}

function lineKey(budgetId: number, lineId: number): string {
  return `${budgetId} ${lineId}`;
}

function applyToBatch(batch: BudgetsBatch, event: RecordedEvent): void {
  switch (event.type) {
    case 'BudgetCreated': {
      const data = budgetCreatedData(event);
      if (batch.newBudgets.has(data.budgetId)) throw new Error(`Budget ${data.budgetId} is created twice`);
      batch.newBudgets.set(data.budgetId, {
        id: data.budgetId,
        budget_number: data.budgetNumber,
        gathering_id: data.gatheringId,
        city_id: data.cityId,
        zone_id: data.zoneId,
        event_date: data.eventDate,
        title: data.details.title,
        description: data.details.description,
        status: 'draft',
        // A multi-row insert sets every column, so the totals' default is given here.
        ...totalColumns([]),
        created_by: event.metadata.username,
        created_at: event.metadata.occurredAt,
        ...stamp(event),
      });
      return;
    }
    case 'BudgetDetailsUpdated': {
      const { budgetId, changes } = budgetDetailsUpdatedData(event);
      const columns: Row = {};
      if (changes.title) columns.title = String(changes.title.to);
      if (changes.description) columns.description = (changes.description.to as string | null) ?? null;
      touch(batch, budgetId, { ...columns, ...stamp(event) });
      return;
    }
    case 'BudgetCollectionAdded': {
      const { budgetId, lineId, plan } = budgetCollectionAddedData(event);
      addLine(batch, budgetId, lineId, {
        kind: 'collection',
        line: { lineId, ...plan, ...COLLECTION_ACTUALS },
      });
      retotal(batch, budgetId, event);
      return;
    }
    case 'BudgetExpenseAdded': {
      const { budgetId, lineId, plan } = budgetExpenseAddedData(event);
      addLine(batch, budgetId, lineId, { kind: 'expense', line: { lineId, ...plan, ...EXPENSE_ACTUALS } });
      retotal(batch, budgetId, event);
      return;
    }
    case 'BudgetLineUpdated':
    case 'BudgetActualsRecorded': {
      const { budgetId, lineId, changes } = budgetLineChangedData(event);
      const lines = budgetLines(batch, budgetId);
      const current = lines.get(lineId);
      if (!current) throw new Error(`Line ${lineId} of budget ${budgetId} is not in the read model`);
      lines.set(lineId, { ...current, line: applyFieldChanges(current.line, changes) } as Line);
      batch.changedLines.set(lineKey(budgetId, lineId), { budgetId, lineId });
      retotal(batch, budgetId, event);
      return;
    }
    case 'BudgetLineRemoved': {
      const { budgetId, lineId } = budgetLineRemovedData(event);
      budgetLines(batch, budgetId).delete(lineId);
      batch.changedLines.set(lineKey(budgetId, lineId), { budgetId, lineId });
      retotal(batch, budgetId, event);
      return;
    }
    case 'BudgetDeleted': {
      const { budgetId } = budgetDeletedData(event);
      if (!batch.newBudgets.delete(budgetId)) batch.deleted.add(budgetId);
      batch.patches.delete(budgetId);
      // Its lines go with it: those from before the batch by the budget's delete, the rest unwritten.
      batch.lines.set(budgetId, new Map());
      for (const [key, line] of batch.changedLines) {
        if (line.budgetId === budgetId) batch.changedLines.delete(key);
      }
      for (const key of batch.linesBefore) {
        if (key.startsWith(`${budgetId} `)) batch.linesBefore.delete(key);
      }
      return;
    }
    default:
      stepped(batch, event);
  }
}

function addLine(batch: BudgetsBatch, budgetId: number, lineId: number, line: Line): void {
  const lines = budgetLines(batch, budgetId);
  if (lines.has(lineId)) throw new Error(`Line ${lineId} of budget ${budgetId} is added twice`);
  lines.set(lineId, line);
  batch.changedLines.set(lineKey(budgetId, lineId), { budgetId, lineId });
}

function touch(batch: BudgetsBatch, budgetId: number, columns: Row): void {
  const target = batch.newBudgets.get(budgetId) ?? batch.patches.get(budgetId);
  if (target) Object.assign(target, columns);
  else batch.patches.set(budgetId, columns);
}

/**
 * Writes in the order single statements would have left the rows: deleted budgets and the
 * replaced lines go first (a new budget may take a deleted one's gathering); patches reach only
 * budgets from before the batch, so a patch matching no row fails the batch as an update did.
 */
async function writeBatch(trx: Knex.Transaction, batch: BudgetsBatch): Promise<void> {
  if (batch.deleted.size > 0) {
    const deleted = [...batch.deleted];
    await trx(budgetLinesTable.name).whereIn('budget_id', deleted).delete();
    await trx(budgetsTable.name).whereIn('id', deleted).delete();
  }
  const changed = [...batch.changedLines];
  const replaced = changed.filter(([key]) => batch.linesBefore.has(key)).map(([, line]) => line);
  if (replaced.length > 0) {
    await trx.raw(
      `DELETE FROM ?? AS l USING json_to_recordset(?::json) AS r("budgetId" int, "lineId" int)
        WHERE l.budget_id = r."budgetId" AND l.line_id = r."lineId"`,
      [budgetLinesTable.name, JSON.stringify(replaced)],
    );
  }
  const missing = await patchRows(trx, budgetsTable.name, {
    columns: PATCHABLE_COLUMNS,
    patches: [...batch.patches].map(([id, patch]) => ({ id, patch })),
  });
  if (missing.length > 0) throw new Error(`Budget ${missing.join(', ')} is not in the read model`);
  await insertRows(trx, budgetsTable.name, [...batch.newBudgets.values()]);
  const lineRows: Row[] = [];
  for (const [, { budgetId, lineId }] of changed) {
    const line = batch.lines.get(budgetId)?.get(lineId);
    if (line) lineRows.push({ budget_id: budgetId, line_id: lineId, kind: line.kind, line: line.line });
  }
  await insertRows(trx, budgetLinesTable.name, lineRows);
}

const TOTAL_COLUMNS = [
  'total_estimated_collections',
  'total_estimated_expenses',
  'total_actual_collections',
  'total_actual_expenses',
  'net_estimated_profit',
  'net_actual_profit',
] as const;

/** The totals, from every line of the budget as the batch holds it: a line's event changes them. */
function retotal(batch: BudgetsBatch, budgetId: number, event: RecordedEvent): void {
  touch(batch, budgetId, { ...totalColumns([...budgetLines(batch, budgetId).values()]), ...stamp(event) });
}

function totalColumns(lines: Line[]): Record<(typeof TOTAL_COLUMNS)[number], number> {
  const totals = budgetTotals(
    lines.flatMap((row) => (row.kind === 'collection' ? [row.line] : [])),
    lines.flatMap((row) => (row.kind === 'expense' ? [row.line] : [])),
  );
  return {
    total_estimated_collections: totals.totalEstimatedCollections,
    total_estimated_expenses: totals.totalEstimatedExpenses,
    total_actual_collections: totals.totalActualCollections,
    total_actual_expenses: totals.totalActualExpenses,
    net_estimated_profit: totals.netEstimatedProfit,
    net_actual_profit: totals.netActualProfit,
  };
}

/** A workflow step: the status, and who did it when, in the columns the spec names. */
function stepped(batch: BudgetsBatch, event: RecordedEvent): void {
  const { budgetId, comment } = budgetStepData(event);
  const action: BudgetAction = BUDGET_STEP_EVENTS[event.type as keyof typeof BUDGET_STEP_EVENTS];
  const { username, userId, occurredAt } = event.metadata;
  const facts = budgetStepFacts({ action, comment, username, userId, occurredAt });
  const columns = Object.fromEntries(
    Object.entries(facts).map(([field, value]) => [columnName(field), value]),
  );
  touch(batch, budgetId, { ...columns, ...stamp(event) });
}

function stamp(event: RecordedEvent) {
  return { updated_at: event.metadata.occurredAt, version: Number(event.revision) };
}

/** Every column but the key and what creating the budget alone sets. */
const PATCHABLE_COLUMNS = Object.values(budgetsTable.column).filter(
  (column) =>
    ![
      'id',
      'budget_number',
      'gathering_id',
      'city_id',
      'zone_id',
      'event_date',
      'created_by',
      'created_at',
    ].includes(column),
);
