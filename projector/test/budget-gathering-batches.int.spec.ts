import { randomUUID } from 'node:crypto';
import { type BudgetEvent, budgetStreamName, type EventMetadata } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjector, portalProjection } from '../src/index';
import { gatheringFields, gatheringRecorded } from './gathering-events';
import { createTestEnvironment, dumpReadModels, type TestEnvironment } from './test-environment';
import { cityCreated, metadata, type StreamEvent, zoneCreated } from './zone-city-events';

function budgetRecorded(event: BudgetEvent, meta: Partial<EventMetadata> = {}): StreamEvent {
  return {
    stream: budgetStreamName(event.data.budgetId),
    event: { id: randomUUID(), type: event.type, data: event.data, metadata: metadata(meta) },
  };
}

/**
 * Two events (gatherings) edited and stepped, and budgets for them whose lines are added, changed,
 * given actuals and removed, interleaved so that any cut of the log splits a budget's lines
 * between batches; one draft budget is deleted and its event given a new budget.
 */
function history(): StreamEvent[] {
  const [zone, city] = [1, 10];
  const first = { gatheringId: 20, cityId: city };
  const second = { gatheringId: 21, cityId: city };
  const budget = { budgetId: 30, cityId: city };
  const dropped = { budgetId: 31, cityId: city };
  const replacement = { budgetId: 32, cityId: city };
  const created = (about: { budgetId: number; cityId: number }, gatheringId: number): BudgetEvent => ({
    type: 'BudgetCreated',
    data: {
      ...about,
      budgetNumber: `BUD-${about.budgetId}`,
      gatheringId,
      zoneId: zone,
      eventDate: '2025-03-01',
      details: { title: `Budget ${about.budgetId}`, description: null },
    },
  });
  const collection = (about: typeof budget, lineId: number, estimatedAmount: number): BudgetEvent => ({
    type: 'BudgetCollectionAdded',
    data: {
      ...about,
      lineId,
      plan: { category: 'donation', description: 'Gifts', estimatedAmount, paymentMethod: null, notes: null },
    },
  });
  const expense = (
    about: typeof budget,
    lineId: number,
    quantity: number,
    unitPrice: number,
  ): BudgetEvent => ({
    type: 'BudgetExpenseAdded',
    data: {
      ...about,
      lineId,
      plan: { category: 'food', description: 'Tea', quantity, unitPrice, vendor: null, notes: 'A "note"\n' },
    },
  });
  return [
    zoneCreated(zone),
    cityCreated(city, { zoneId: zone }),
    gatheringRecorded(20, {
      type: 'GatheringCreated',
      data: { gatheringId: 20, fields: gatheringFields({ cityId: city, zoneId: zone }) },
    }),
    gatheringRecorded(21, {
      type: 'GatheringCreated',
      data: { gatheringId: 21, fields: gatheringFields({ cityId: city, zoneId: zone, title: 'Second' }) },
    }),
    budgetRecorded(created(budget, 20), { occurredAt: '2025-02-01T08:00:00.000Z' }),
    budgetRecorded(collection(budget, 1, 50_000)),
    gatheringRecorded(20, {
      type: 'GatheringUpdated',
      data: { ...first, changes: { teacherCount: { from: 0, to: 6 }, location: { from: null, to: 'Hall' } } },
    }),
    budgetRecorded(expense(budget, 2, 3, 1_000)),
    budgetRecorded(created(dropped, 21)),
    budgetRecorded(collection(dropped, 1, 9_000)),
    gatheringRecorded(20, {
      type: 'GatheringSubmittedForApproval',
      data: { ...first, fromStatus: 'draft', submittedById: 7 },
    }),
    budgetRecorded({
      type: 'BudgetLineUpdated',
      data: { ...budget, kind: 'expense', lineId: 2, changes: { quantity: { from: 3, to: 5 } } },
    }),
    budgetRecorded({
      type: 'BudgetDetailsUpdated',
      data: { ...budget, changes: { description: { from: null, to: 'For the ٹیم' } } },
    }),
    budgetRecorded({ type: 'BudgetDeleted', data: { ...dropped, gatheringId: 21 } }),
    gatheringRecorded(21, {
      type: 'GatheringSubmittedForApproval',
      data: { ...second, fromStatus: 'draft', submittedById: 7 },
    }),
    budgetRecorded(created(replacement, 21)),
    budgetRecorded(expense(replacement, 1, 1, 700)),
    budgetRecorded({
      type: 'BudgetSubmitted',
      data: { ...budget, fromStatus: 'draft', comment: null, submittedById: 7 },
    }),
    gatheringRecorded(21, {
      type: 'GatheringChangesRequested',
      data: { ...second, fromStatus: 'pending_approval', feedback: 'Add a venue' },
    }),
    gatheringRecorded(20, {
      type: 'GatheringApproved',
      data: { ...first, fromStatus: 'pending_approval', comment: 'Fine' },
    }),
    budgetRecorded({
      type: 'BudgetActualsRecorded',
      data: {
        ...budget,
        kind: 'collection',
        lineId: 1,
        changes: { actualAmount: { from: null, to: 48_000 }, receiptNumber: { from: null, to: 'R-1' } },
      },
    }),
    budgetRecorded({ type: 'BudgetLineRemoved', data: { ...budget, kind: 'expense', lineId: 2 } }),
    gatheringRecorded(21, {
      type: 'GatheringUpdated',
      data: { ...second, changes: { location: { from: null, to: 'Masjid' } } },
    }),
    budgetRecorded(expense(budget, 3, 2, 2_500)),
    budgetRecorded({
      type: 'BudgetActualsRecorded',
      data: {
        ...budget,
        kind: 'expense',
        lineId: 3,
        changes: { actualQuantity: { from: null, to: 2 }, actualUnitPrice: { from: null, to: 2_400 } },
      },
    }),
    budgetRecorded({
      type: 'BudgetReviewed',
      data: { ...budget, fromStatus: 'submitted', comment: 'Checked' },
    }),
    gatheringRecorded(20, {
      type: 'GatheringOutcomeRecorded',
      data: {
        ...first,
        changes: { khudaamCount: { from: 0, to: 30 }, actualParticipants: { from: null, to: 36 } },
      },
    }),
    gatheringRecorded(21, {
      type: 'GatheringCancelled',
      data: { ...second, fromStatus: 'draft', reason: 'Rain' },
    }),
    budgetRecorded({
      type: 'BudgetLineUpdated',
      data: { ...replacement, kind: 'expense', lineId: 1, changes: { vendor: { from: null, to: 'Bilal' } } },
    }),
    budgetRecorded({ type: 'BudgetApproved', data: { ...budget, fromStatus: 'reviewed', comment: null } }),
  ];
}

const batchedTables = (dump: Record<string, string[]>) => ({
  gatherings: dump.gatherings,
  budgets: dump.budgets,
  lines: dump.budget_lines,
});

describe('the budgets and gatherings read models in batches', () => {
  let env: TestEnvironment;

  beforeAll(async () => {
    env = await createTestEnvironment('budget gathering batches');
  });
  afterAll(async () => {
    await env?.close();
  });

  it('leaves the rows that applying the events one by one leaves, however the log is cut', async () => {
    const projector = createProjector({
      knex: env.knex,
      store: env.store,
      projection: portalProjection,
      logger: env.logger,
      batchSize: 1,
    });
    try {
      for (const { stream, event } of history()) await env.store.append(stream, [event], 'any');
      await projector.start();
      const head = await env.store.headPosition();
      expect(await projector.waitForPosition(head ?? 0n, { timeoutMs: 15_000 })).toBe(true);
      const oneByOne = batchedTables(await dumpReadModels(env.knex, 'read'));
      expect(oneByOne.gatherings).toHaveLength(2);
      expect(oneByOne.budgets).toHaveLength(2);
      expect(oneByOne.lines).toHaveLength(3);
      const totals = await env.knex
        .withSchema('read')
        .from('budgets')
        .orderBy('id')
        .select('id', 'total_estimated_collections', 'total_actual_collections', 'total_estimated_expenses')
        .select('total_actual_expenses', 'net_actual_profit', 'status', 'version');
      expect(totals).toEqual([
        {
          id: 30,
          total_estimated_collections: '50000',
          total_actual_collections: '48000',
          total_estimated_expenses: '5000',
          total_actual_expenses: '4800',
          net_actual_profit: '43200',
          status: 'approved',
          version: 11,
        },
        {
          id: 32,
          total_estimated_collections: '0',
          total_actual_collections: '0',
          total_estimated_expenses: '700',
          total_actual_expenses: '0',
          net_actual_profit: '0',
          status: 'draft',
          version: 2,
        },
      ]);
      for (const batchSize of [2, 3, 7, 10_000]) {
        await projector.rebuild({ batchSize });
        expect(batchedTables(await dumpReadModels(env.knex, 'read')), `batches of ${batchSize}`).toEqual(
          oneByOne,
        );
      }
    } finally {
      await projector.stop();
    }
  }, 60_000);
});
