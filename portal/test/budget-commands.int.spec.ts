import { budgetStreamName, EVENT_NOT_ALLOWED } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionBody, expenseBody, newBudget, newEvent } from './budget-requests';
import type { PortalClient } from './portal-harness';
import {
  buildZoneCityWorld,
  eventsOf,
  refused,
  signedInAs,
  written,
  type ZoneCityWorld,
} from './zone-city-world';

const PERMISSION_DENIED = { message: 'Permission denied, please check with Administrator' };
const OWN = 'You cannot review, approve or release a budget you submitted yourself';
const NUMBER = new RegExp(`^BUD-${new Date().getUTCFullYear()}-\\d{4,}$`);

let world: ZoneCityWorld;
let otherZoneMasool: PortalClient;
let secondAdmin: PortalClient;
let auditor: PortalClient;
beforeAll(async () => {
  world = await buildZoneCityWorld('budget_commands');
  otherZoneMasool = await signedInAs(world.harness, world.admin, 'zone-b-budgets', {
    roles: ['zone_masool'],
    assignedZoneId: world.zones.b,
  });
  secondAdmin = await signedInAs(world.harness, world.admin, 'second-admin-budgets', { roles: ['admin'] });
  auditor = await signedInAs(world.harness, world.admin, 'auditor-budgets', { roles: ['auditor'] });
});
afterAll(async () => {
  await world?.close();
});

describe('POST /api/budgets: one budget per event, numbered, placed by its event', () => {
  it('creates a draft with the event’s date, city and zone, never the body’s', async () => {
    const eventId = await newEvent(world, world.cities.a1Sub);
    const budget = await written(
      world.cityMasool.post('/api/budgets', {
        eventId,
        title: ' Conference ',
        description: 'Hall\nand food',
        cityId: world.cities.b1,
        zoneId: world.zones.b,
        status: 'approved',
        budgetNumber: 'BUD-1-1',
        totalEstimatedCollections: 99,
      }),
    );
    expect(budget).toMatchObject({
      eventId,
      cityId: world.cities.a1Sub,
      zoneId: world.zones.a,
      title: 'Conference',
      description: 'Hall\nand food',
      status: 'draft',
      totalEstimatedCollections: 0,
    });
    expect(budget.budgetNumber).toMatch(NUMBER);
    expect(await refused(world.admin.post('/api/budgets', { eventId, title: 'Again' }), 409)).toMatchObject({
      message: 'This event already has a budget',
    });
  });

  it('refuses another zone, the auditor, a signed-out visitor, and an unknown event', async () => {
    const eventId = await newEvent(world, world.cities.a1);
    const body = { eventId, title: 'Budget' };
    const unseen = { message: EVENT_NOT_ALLOWED, fields: { eventId: EVENT_NOT_ALLOWED } };
    expect(await refused(otherZoneMasool.post('/api/budgets', body), 400)).toEqual(unseen);
    expect((await auditor.post('/api/budgets', body)).status).toBe(403);
    expect((await world.signedOut.post('/api/budgets', body)).status).toBe(401);
    expect(await refused(world.admin.post('/api/budgets', { eventId: 999_999, title: 'x' }), 400)).toEqual(
      unseen,
    );
  });

  it('gives 20 concurrent creates for 20 events 20 distinct numbers', async () => {
    const events = await Promise.all(Array.from({ length: 20 }, () => newEvent(world, world.cities.a2)));
    const budgets = await Promise.all(
      events.map((eventId) => written(world.zoneMasool.post('/api/budgets', { eventId, title: 'Budget' }))),
    );
    const numbers = new Set(budgets.map((budget) => budget.budgetNumber));
    expect(numbers.size).toBe(20);
    for (const number of numbers) expect(number).toMatch(NUMBER);
  });

  it('lets only one of concurrent creates for the same event win', async () => {
    const eventId = await newEvent(world, world.cities.a2);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => world.admin.post('/api/budgets', { eventId, title: 'Race' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('budget lines: money in whole paisa, totals from the server', () => {
  it('computes every total from the lines and ignores the client’s', async () => {
    const budget = await newBudget(world, world.cityMasool, world.cities.a1);
    const path = `/api/budgets/${budget.id}`;
    await written(
      world.cityMasool.post(`${path}/collections`, collectionBody({ totalEstimatedCollections: 1 })),
    );
    const answer = await written(
      world.cityMasool.post(`${path}/expenses`, expenseBody({ estimatedTotal: 5, netEstimatedProfit: 7 })),
    );
    expect(answer).toMatchObject({
      totalEstimatedCollections: 175_050,
      totalEstimatedExpenses: 75_000,
      netEstimatedProfit: 100_050,
      totalActualCollections: 0,
      netActualProfit: 0,
    });
    expect((answer.expenses as { estimatedTotal: number }[])[0]?.estimatedTotal).toBe(75_000);
  });

  it('refuses negative, fractional and text amounts with a 400 naming the field, writing nothing', async () => {
    const budget = await newBudget(world, world.cityMasool, world.cities.a1);
    const path = `/api/budgets/${budget.id}`;
    const before = (await eventsOf(world, budgetStreamName(budget.id))).length;
    for (const [line, body, field] of [
      ['collections', collectionBody({ estimatedAmount: -100 }), 'estimatedAmount'],
      ['collections', collectionBody({ estimatedAmount: 10.5 }), 'estimatedAmount'],
      ['collections', collectionBody({ estimatedAmount: '100' }), 'estimatedAmount'],
      ['expenses', expenseBody({ quantity: 0 }), 'quantity'],
      ['expenses', expenseBody({ quantity: 1.5 }), 'quantity'],
      ['expenses', expenseBody({ unitPrice: -1 }), 'unitPrice'],
      ['expenses', expenseBody({ unitPrice: 1e20 }), 'unitPrice'],
      ['expenses', expenseBody({ category: 'yachts' }), 'category'],
    ] as const) {
      const error = await refused(world.cityMasool.post(`${path}/${line}`, body), 400);
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await eventsOf(world, budgetStreamName(budget.id))).toHaveLength(before);
  });
});

describe('editing and removing lines while the budget is editable', () => {
  it('edits a line (its totals recomputed) and removes another; a submitted budget refuses both', async () => {
    const budget = await newBudget(world, world.cityMasool, world.cities.a1);
    const path = `/api/budgets/${budget.id}`;
    const first = await written(world.cityMasool.post(`${path}/collections`, collectionBody()));
    const collectionId = (first.collections as { lineId: number }[])[0]!.lineId;
    const added = await written(world.cityMasool.post(`${path}/expenses`, expenseBody()));
    const expenseId = (added.expenses as { lineId: number }[])[0]!.lineId;

    const edited = await written(
      world.cityMasool.put(`${path}/expenses/${expenseId}`, { quantity: 4, estimatedTotal: 1 }),
      200,
    );
    expect(edited.expenses).toEqual([
      expect.objectContaining({ lineId: expenseId, quantity: 4, unitPrice: 25_000, estimatedTotal: 100_000 }),
    ]);
    expect(edited).toMatchObject({ totalEstimatedExpenses: 100_000, netEstimatedProfit: 75_050 });
    const bad = await refused(
      world.cityMasool.put(`${path}/collections/${collectionId}`, { estimatedAmount: -1 }),
      400,
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(['estimatedAmount']);
    expect(await refused(otherZoneMasool.delete(`${path}/collections/${collectionId}`), 403)).toEqual(
      PERMISSION_DENIED,
    );

    const removed = await written(world.cityMasool.delete(`${path}/collections/${collectionId}`), 200);
    expect(removed).toMatchObject({
      collections: [],
      totalEstimatedCollections: 0,
      netEstimatedProfit: -100_000,
    });
    await written(world.cityMasool.put(`${path}/submit`, {}), 200);
    const conflict = { message: 'This budget is submitted and cannot be edited' };
    expect(
      await refused(world.cityMasool.put(`${path}/expenses/${expenseId}`, { quantity: 1 }), 409),
    ).toEqual(conflict);
    expect(await refused(world.cityMasool.delete(`${path}/expenses/${expenseId}`), 409)).toEqual(conflict);
  });
});

describe('the budget workflow: who takes each step', () => {
  it('runs draft → submitted → reviewed → approved → released → actuals → closed', async () => {
    const budget = await newBudget(world, world.cityMasool, world.cities.a1, -1);
    const path = `/api/budgets/${budget.id}`;
    const line = await written(world.cityMasool.post(`${path}/expenses`, expenseBody()));
    const lineId = (line.expenses as { lineId: number }[])[0]!.lineId;
    await written(world.cityMasool.put(`${path}/submit`, {}), 200);

    expect(await refused(world.cityMasool.put(`${path}/review`, {}), 403)).toEqual(PERMISSION_DENIED);
    expect(await refused(otherZoneMasool.put(`${path}/review`, {}), 403)).toEqual(PERMISSION_DENIED);
    expect(await refused(world.cityMasool.post(`${path}/expenses`, expenseBody()), 409)).toMatchObject({
      message: 'This budget is submitted and cannot be edited',
    });
    expect(await written(world.zoneMasool.put(`${path}/review`, { comment: 'Fine' }), 200)).toMatchObject({
      status: 'reviewed',
    });
    expect(await refused(world.zoneMasool.put(`${path}/approve`, {}), 403)).toEqual(PERMISSION_DENIED);
    await written(world.admin.put(`${path}/approve`, {}), 200);
    expect(await refused(world.cityMasool.put(`${path}/submit-actuals`, {}), 409)).toMatchObject({
      message: 'This budget is approved and cannot be closed for actuals',
    });
    await written(world.admin.put(`${path}/release`, { comment: 'Cash handed over' }), 200);
    const actuals = await written(
      world.cityMasool.put(`${path}/expenses/${lineId}/actuals`, {
        actualQuantity: 2,
        actualUnitPrice: 30_001,
        vendor: 'Caterer',
      }),
      200,
    );
    expect(actuals).toMatchObject({ totalActualExpenses: 60_002, netActualProfit: -60_002 });
    await written(world.cityMasool.put(`${path}/submit-actuals`, {}), 200);
    expect(await written(world.admin.put(`${path}/close`, {}), 200)).toMatchObject({ status: 'closed' });
    expect(await refused(world.admin.put(`${path}/close`, {}), 409)).toMatchObject({
      message: 'This budget is closed and cannot be closed',
    });
    const types = (await eventsOf(world, budgetStreamName(budget.id))).map((event) => event.type);
    expect(types).toEqual([
      'BudgetCreated',
      'BudgetExpenseAdded',
      'BudgetSubmitted',
      'BudgetReviewed',
      'BudgetApproved',
      'BudgetReleased',
      'BudgetActualsRecorded',
      'BudgetActualsSubmitted',
      'BudgetClosed',
    ]);
  });

  it('refuses actuals before the event', async () => {
    const budget = await newBudget(world, world.admin, world.cities.a1, 5);
    const path = `/api/budgets/${budget.id}`;
    const line = await written(world.admin.post(`${path}/collections`, collectionBody()));
    const lineId = (line.collections as { lineId: number }[])[0]!.lineId;
    await written(world.admin.put(`${path}/submit`, {}), 200);
    await written(world.zoneMasool.put(`${path}/review`, {}), 200);
    await written(secondAdmin.put(`${path}/approve`, {}), 200);
    await written(secondAdmin.put(`${path}/release`, {}), 200);
    expect(
      await refused(world.admin.put(`${path}/collections/${lineId}/actuals`, { actualAmount: 100 }), 409),
    ).toMatchObject({
      message: 'Actuals can be entered once the funds are released and the event has begun',
    });
  });

  it('never lets the submitter review, approve or release; a second administrator does', async () => {
    const budget = await newBudget(world, world.admin, world.cities.b1);
    const path = `/api/budgets/${budget.id}`;
    await written(world.admin.put(`${path}/submit`, {}), 200);
    expect(await refused(world.admin.put(`${path}/review`, {}), 403)).toEqual({ message: OWN });
    await written(otherZoneMasool.put(`${path}/review`, {}), 200);
    expect(await refused(world.admin.put(`${path}/approve`, {}), 403)).toEqual({ message: OWN });
    await written(secondAdmin.put(`${path}/approve`, {}), 200);
    expect(await refused(world.admin.put(`${path}/release`, {}), 403)).toEqual({ message: OWN });
    await written(secondAdmin.put(`${path}/release`, {}), 200);
  });

  it('requires a reason to reject and reopen, feedback to send back; each returns it to the drafter', async () => {
    const budget = await newBudget(world, world.cityMasool, world.cities.a1);
    const path = `/api/budgets/${budget.id}`;
    await written(world.cityMasool.put(`${path}/submit`, {}), 200);
    const missing = await refused(world.zoneMasool.put(`${path}/reject`, { reason: '  ' }), 400);
    expect(missing.fields).toEqual({ reason: 'Please provide a reason for rejection' });
    expect(
      await written(world.zoneMasool.put(`${path}/reject`, { reason: 'Too costly' }), 200),
    ).toMatchObject({
      status: 'rejected',
    });
    await written(world.cityMasool.put(path, { title: 'Cheaper budget' }), 200);
    await written(world.cityMasool.put(`${path}/submit`, {}), 200);
    await written(world.zoneMasool.put(`${path}/review`, {}), 200);
    expect((await refused(world.admin.put(`${path}/request-changes`, {}), 400)).fields).toEqual({
      feedback: 'Please provide feedback for requested changes',
    });
    await written(world.admin.put(`${path}/request-changes`, { feedback: 'Split food' }), 200);
    await written(world.cityMasool.post(`${path}/collections`, collectionBody()), 201);
    await written(world.cityMasool.put(`${path}/submit`, {}), 200);
    await written(world.zoneMasool.put(`${path}/review`, {}), 200);
    await written(world.admin.put(`${path}/approve`, {}), 200);
    expect((await refused(world.admin.put(`${path}/reopen`, {}), 400)).fields).toEqual({
      reason: 'Please provide a reason for reopening',
    });
    expect(await written(world.admin.put(`${path}/reopen`, { reason: 'Venue changed' }), 200)).toMatchObject({
      status: 'draft',
    });
    const reopened = (await eventsOf(world, budgetStreamName(budget.id))).at(-1)!;
    expect(reopened.metadata.changeReason).toBe('Venue changed');
  });

  it('deletes a draft with its lines and gives the event back', async () => {
    const budget = await newBudget(world, world.cityMasool, world.cities.a1);
    const path = `/api/budgets/${budget.id}`;
    await written(world.cityMasool.post(`${path}/collections`, collectionBody()));
    expect(await refused(otherZoneMasool.delete(path), 403)).toEqual(PERMISSION_DENIED);
    await written(world.cityMasool.delete(path), 200);
    expect(await refused(world.cityMasool.put(`${path}/submit`, {}), 404)).toMatchObject({
      message: 'Budget not found',
    });
    await written(world.cityMasool.post('/api/budgets', { eventId: budget.eventId, title: 'Second try' }));
  });
});
