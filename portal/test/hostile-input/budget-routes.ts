import {
  addCollectionRequestSchema,
  addExpenseRequestSchema,
  budgetStepRequestSchema,
  collectionActualsRequestSchema,
  createBudgetRequestSchema,
  expenseActualsRequestSchema,
  rejectBudgetRequestSchema,
  updateBudgetRequestSchema,
  updateExpenseRequestSchema,
} from '@seerat/contracts';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { CommandRoute } from './command-route';
import { hostileIdSegment, validOrHostile } from './hostile-values';
import type { HostileWorld } from './hostile-world';
import { type FieldArbitraries, fieldNames, requestArbitrary } from './schema-arbitraries';
import { expectSameFields, idPath, liveId, readJson } from './sent-request';

const day = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
/** Whatever a client sends of what the server decides: numbers, text or nothing. */
const serverDecided = fc.oneof(fc.constant(undefined), fc.integer(), fc.string({ maxLength: 8 }));

/** Fields whose valid values the schemas' bounds do not say: existing events, days, receipts. */
const byName: FieldArbitraries = {
  eventId: liveId('events'),
  collectionDate: fc.option(day),
  billDate: fc.option(day),
  receiptUrl: fc.constant(null),
  ...Object.fromEntries(
    [
      'budgetNumber',
      'status',
      'eventDate',
      'cityId',
      'zoneId',
      'totalEstimatedCollections',
      'totalEstimatedExpenses',
      'totalActualCollections',
      'totalActualExpenses',
      'netEstimatedProfit',
      'netActualProfit',
      'estimatedTotal',
      'actualTotal',
    ].map((name) => [name, serverDecided]),
  ),
};

function body(schema: z.ZodType) {
  return validOrHostile(requestArbitrary(schema, byName), fieldNames(schema));
}

const budgetPath = (rest = '') => idPath('budgets', (id) => `/api/budgets/${id}${rest}`, hostileIdSegment);
/** A line's path: lines are numbered from 1 within their budget. */
const linePath = (kind: 'collections' | 'expenses', rest = '') =>
  fc
    .tuple(budgetPath(`/${kind}/`), fc.oneof(fc.integer({ min: 1, max: 4 }).map(String), hostileIdSegment))
    .map(([to, line]) =>
      Object.assign((world: HostileWorld) => `${typeof to === 'string' ? to : to(world)}${line}${rest}`, {
        [fc.toStringMethod]: () => `${String(to)}${line}${rest}`,
      }),
    );

const sending = (path: fc.Arbitrary<unknown>, schema: z.ZodType) =>
  fc.tuple(path, body(schema)).map(([to, sent]) => ({ path: to as string, body: sent }));

/** A budget the command answered is the read model's: same number, status and totals. */
const budgetVisible: CommandRoute['visible'] = async (world, answer, _sent, client) => {
  const id = answer.body.id;
  if (typeof id === 'number' && !world.ids.budgets.includes(id)) world.ids.budgets.push(id);
  // Read by the session that wrote, which the read side waits for.
  const budget = await readJson<Record<string, unknown>>(client, `/api/budgets/${id}`);
  expectSameFields(budget, answer.body, [
    'budgetNumber',
    'title',
    'description',
    'status',
    'totalEstimatedCollections',
    'totalEstimatedExpenses',
    'totalActualCollections',
    'totalActualExpenses',
  ]);
  expect(budget.cityId, 'the event’s city').toBe(answer.body.cityId);
};

/** The budget commands (issue 25): bounds, workflow steps and the event's facts. */
export const budgetRoutes: CommandRoute[] = [
  {
    name: 'POST /api/budgets',
    request: body(createBudgetRequestSchema).map((sent) => ({ path: '/api/budgets', body: sent })),
    visible: budgetVisible,
  },
  {
    name: 'PUT /api/budgets/:budgetId',
    request: sending(budgetPath(), updateBudgetRequestSchema),
    visible: budgetVisible,
  },
  {
    name: 'POST /api/budgets/:budgetId/collections',
    request: sending(budgetPath('/collections'), addCollectionRequestSchema),
    visible: budgetVisible,
  },
  {
    name: 'POST /api/budgets/:budgetId/expenses',
    request: sending(budgetPath('/expenses'), addExpenseRequestSchema),
    visible: budgetVisible,
  },
  {
    name: 'PUT /api/budgets/:budgetId/expenses/:lineId',
    request: sending(linePath('expenses'), updateExpenseRequestSchema),
    visible: budgetVisible,
  },
  {
    name: 'PUT /api/budgets/:budgetId/collections/:lineId/actuals',
    request: sending(linePath('collections', '/actuals'), collectionActualsRequestSchema),
    visible: budgetVisible,
  },
  {
    name: 'PUT /api/budgets/:budgetId/expenses/:lineId/actuals',
    request: sending(linePath('expenses', '/actuals'), expenseActualsRequestSchema),
    visible: budgetVisible,
  },
  {
    name: 'PUT /api/budgets/:budgetId/submit',
    request: sending(budgetPath('/submit'), budgetStepRequestSchema),
    visible: budgetVisible,
  },
  {
    name: 'PUT /api/budgets/:budgetId/reject',
    request: sending(budgetPath('/reject'), rejectBudgetRequestSchema),
    client: (world) => world.reviewer,
    visible: budgetVisible,
  },
];
