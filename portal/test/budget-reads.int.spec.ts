import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionBody, expenseBody, newBudget } from './budget-requests';
import type { PortalClient } from './portal-harness';
import { buildZoneCityWorld, signedInAs, written, type ZoneCityWorld } from './zone-city-world';

let world: ZoneCityWorld;
let otherZoneMasool: PortalClient;
let auditor: PortalClient;
let budgetA: number;
let budgetB: number;
beforeAll(async () => {
  world = await buildZoneCityWorld('budget_reads');
  otherZoneMasool = await signedInAs(world.harness, world.admin, 'zone-b-budget-reads', {
    roles: ['zone_masool'],
    assignedZoneId: world.zones.b,
  });
  auditor = await signedInAs(world.harness, world.admin, 'auditor-budget-reads', { roles: ['auditor'] });
  const a = await newBudget(world, world.cityMasool, world.cities.a1);
  budgetA = a.id;
  await written(world.cityMasool.post(`/api/budgets/${a.id}/collections`, collectionBody()));
  await written(world.cityMasool.post(`/api/budgets/${a.id}/expenses`, expenseBody()));
  await written(world.cityMasool.put(`/api/budgets/${a.id}/submit`, { comment: 'Please review' }), 200);
  budgetB = (await newBudget(world, world.admin, world.cities.b1)).id;
  await world.caughtUp();
});
afterAll(async () => {
  await world?.close();
});

async function json<T>(client: PortalClient, path: string, status = 200): Promise<T> {
  const answer = await client.get(path);
  const body = (await answer.json()) as T;
  expect(answer.status, `${path}: ${JSON.stringify(body)}`).toBe(status);
  return body;
}

describe('GET /api/budgets and /api/budgets/:id', () => {
  it('answers one budget with its lines, totals in paisa and the caller’s steps', async () => {
    const budget = await json<Record<string, unknown>>(world.zoneMasool, `/api/budgets/${budgetA}`);
    expect(budget).toMatchObject({
      id: budgetA,
      status: 'submitted',
      cityName: 'A1',
      zoneName: 'Zone A',
      totalEstimatedCollections: 175_050,
      totalEstimatedExpenses: 75_000,
      netEstimatedProfit: 100_050,
      submittedBy: 'city-budget_reads',
      actions: ['review', 'reject', 'request_changes'],
    });
    expect(budget.eventDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(budget.collections).toEqual([expect.objectContaining({ lineId: 1, estimatedAmount: 175_050 })]);
    expect(budget.expenses).toEqual([
      expect.objectContaining({ lineId: 2, quantity: 3, unitPrice: 25_000, estimatedTotal: 75_000 }),
    ]);
    expect((await json<{ actions: string[] }>(world.cityMasool, `/api/budgets/${budgetA}`)).actions).toEqual(
      [],
    );
    await json(otherZoneMasool, `/api/budgets/${budgetA}`, 403);
    await json(world.admin, '/api/budgets/999999', 404);
    await json(world.signedOut, `/api/budgets/${budgetA}`, 401);
  });

  it('lists the budgets in scope, by status and search, with a cursor and tab counts', async () => {
    const own = await json<{ items: { id: number }[] }>(world.zoneMasool, '/api/budgets');
    expect(own.items.map((budget) => budget.id)).toEqual([budgetA]);
    const all = await json<{ items: { id: number }[] }>(auditor, '/api/budgets');
    expect(all.items.map((budget) => budget.id)).toEqual([budgetB, budgetA]);
    const first = await json<{ items: { id: number }[]; nextCursor: string }>(
      world.admin,
      '/api/budgets?limit=1',
    );
    expect(first).toMatchObject({ items: [{ id: budgetB }], nextCursor: expect.any(String), total: 2 });
    const second = await json<{ items: { id: number }[]; nextCursor: null }>(
      world.admin,
      `/api/budgets?limit=1&cursor=${first.nextCursor}`,
    );
    expect(second).toEqual({ items: [expect.objectContaining({ id: budgetA })], nextCursor: null, total: 2 });
    const drafts = await json<{ items: { id: number }[] }>(world.admin, '/api/budgets?status=draft');
    expect(drafts.items.map((budget) => budget.id)).toEqual([budgetB]);
    const searched = await json<{ items: { id: number }[] }>(world.admin, '/api/budgets?search=B1');
    expect(searched.items.map((budget) => budget.id)).toEqual([budgetB]);
    const waiting = await json<{ items: { id: number }[]; total: number }>(
      world.zoneMasool,
      '/api/budgets?tab=waiting&limit=1',
    );
    expect(waiting.items.map((budget) => budget.id)).toEqual([budgetA]);
    expect(waiting.total).toBe(1);
    expect(await json(world.zoneMasool, '/api/budgets/counts')).toMatchObject({
      all: 1,
      submitted: 1,
      waiting: 1,
    });
    expect(await json(world.cityMasool, '/api/budgets/counts')).toMatchObject({ all: 1, waiting: 0 });
    // The administrator drafted B (its drafter) and did not submit A (its reviewer): both wait,
    // a page at a time, and the other zone's masool waits on neither.
    const waitingFirst = await json<{ items: { id: number }[]; nextCursor: string | null }>(
      world.admin,
      '/api/budgets?tab=waiting&limit=1',
    );
    expect(waitingFirst).toMatchObject({
      items: [{ id: budgetB }],
      nextCursor: expect.any(String),
      total: 2,
    });
    const waitingNext = await json<{ items: { id: number }[]; nextCursor: string | null }>(
      world.admin,
      `/api/budgets?tab=waiting&limit=1&cursor=${waitingFirst.nextCursor}`,
    );
    expect(waitingNext).toMatchObject({ items: [{ id: budgetA }], nextCursor: null, total: 2 });
    expect(await json(world.admin, '/api/budgets/counts')).toMatchObject({ all: 2, waiting: 2 });
    expect(await json(otherZoneMasool, '/api/budgets/counts?search=A1')).toMatchObject({
      all: 0,
      waiting: 0,
    });
    const bad = await world.admin.get('/api/budgets?status=paid&limit=-1');
    expect(bad.status).toBe(400);
  });

  it('answers an event’s budget, or null when it has none', async () => {
    const { eventId } = await json<{ eventId: number }>(world.admin, `/api/budgets/${budgetA}`);
    expect(await json(world.cityMasool, `/api/events/${eventId}/budget`)).toMatchObject({ id: budgetA });
    const none = (await written(world.admin.post('/api/events', { ...eventBody(world.cities.a2) }))).id;
    await world.caughtUp();
    expect(await json(world.admin, `/api/events/${none}/budget`)).toBeNull();
    await json(otherZoneMasool, `/api/events/${eventId}/budget`, 403);
  });

  it('shows the approval history, the change history, the feed, and the budget as of a moment', async () => {
    const history = await json<Record<string, unknown>[]>(
      world.zoneMasool,
      `/api/budgets/${budgetA}/history`,
    );
    expect(
      history.map(({ action, previousStatus, newStatus, comments }) => ({
        action,
        previousStatus,
        newStatus,
        comments,
      })),
    ).toEqual([
      { action: 'create', previousStatus: null, newStatus: 'draft', comments: null },
      { action: 'submit', previousStatus: 'draft', newStatus: 'submitted', comments: 'Please review' },
    ]);
    const audit = (
      await json<{ items: { fieldName: string | null }[] }>(
        auditor,
        `/api/budgets/${budgetA}/audit?limit=100`,
      )
    ).items;
    expect(audit.map((row) => row.fieldName)).toEqual(
      expect.arrayContaining(['status', 'collection 1', 'expense 2', null]),
    );
    const feed = await json<{ items: { entityId: number }[] }>(
      auditor,
      '/api/audit/activity?entityType=budgets',
    );
    expect(feed.items.some((entry) => entry.entityId === budgetA)).toBe(true);
    const created = history[0]!.actionDate as string;
    const asOf = await json<{ status: string; collections: unknown[] }>(
      auditor,
      `/api/budgets/${budgetA}/as-of?at=${encodeURIComponent(created)}`,
    );
    expect(asOf).toMatchObject({ status: 'draft', collections: [] });
  });

  it('reads a budget as of a moment for whoever may read the budget, and for nobody else', async () => {
    const at = encodeURIComponent(new Date().toISOString());
    for (const reader of [world.cityMasool, world.zoneMasool]) {
      const asOf = await json<{ status: string }>(reader, `/api/budgets/${budgetA}/as-of?at=${at}`);
      expect(asOf.status).toBe('submitted');
    }
    await json(otherZoneMasool, `/api/budgets/${budgetA}/as-of?at=${at}`, 403);
    await json(world.cityMasool, `/api/budgets/${budgetB}/as-of?at=${at}`, 403);
    await json(world.signedOut, `/api/budgets/${budgetA}/as-of?at=${at}`, 401);
  });
});

function eventBody(cityId: number) {
  const start = new Date(Date.now() + 5 * 86_400_000);
  return {
    title: 'No budget',
    purpose: 'Study',
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
    cityId,
  };
}

describe('CSV exports of the list and of one budget', () => {
  it('exports the budgets in scope and one budget’s lines and totals, formulas escaped', async () => {
    const hostile = await newBudget(world, world.cityMasool, world.cities.a1);
    const path = `/api/budgets/${hostile.id}`;
    await written(world.cityMasool.put(path, { title: '=HYPERLINK("http://x")' }), 200);
    await written(world.cityMasool.post(`${path}/expenses`, expenseBody({ description: '+SUM(A1)' })));
    await written(world.cityMasool.post(`${path}/collections`, collectionBody({ estimatedAmount: 5 })));

    const list = await world.cityMasool.get('/api/budgets/export?search=HYPERLINK');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(list.headers.get('content-disposition')).toBe('attachment; filename="budgets.csv"');
    const [header, row, ...rest] = (await list.text()).trimEnd().split('\n');
    expect(header).toMatch(
      /^Budget Number,Title,Event,Event Date,City,Zone,Status,Estimated Collections \(PKR\)/,
    );
    expect(rest).toEqual([]);
    expect(row).toContain(`${hostile.budgetNumber},"'=HYPERLINK(""http://x"")",`);
    expect(row).toContain(',A1,Zone A,Draft,0.05,750.00,-749.95,0.00,0.00,0.00,');
    const elsewhere = await otherZoneMasool.get('/api/budgets/export?search=HYPERLINK');
    expect((await elsewhere.text()).trimEnd().split('\n')).toHaveLength(1);

    const one = await world.cityMasool.get(`${path}/export`);
    expect(one.headers.get('content-disposition')).toBe(`attachment; filename="${hostile.budgetNumber}.csv"`);
    const lines = (await one.text()).trimEnd().split('\n');
    expect(lines.slice(1)).toEqual([
      'Collection,2,Donation,Members,,,0.05,,,,Cash,,,,',
      "Expense,1,Food,'+SUM(A1),3,250.00,750.00,,,,,,,,",
      'Total collections,,,,,,0.05,,,0.00',
      'Total expenses,,,,,,750.00,,,0.00',
      'Net profit,,,,,,-749.95,,,0.00',
    ]);
    expect((await otherZoneMasool.get(`${path}/export`)).status).toBe(403);
    expect((await world.signedOut.get('/api/budgets/export')).status).toBe(401);
  });
});
