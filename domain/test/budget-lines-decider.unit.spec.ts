import { BUDGET_LINE_LIMIT, budgetTotals } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import {
  ACTUALS_AFTER_EVENT,
  budgetDecider,
  LINE_NOT_FOUND,
  TOO_MANY_LINES,
} from '../src/budgets/budget-decider';
import {
  about,
  BEFORE_EVENT,
  collectionAdded,
  collectionPlan,
  created,
  EVENT_DAY,
  expenseAdded,
  expensePlan,
  HISTORIES,
  spec,
} from './budget-decider-fixtures';

const withLines = [created, collectionAdded, expenseAdded];
const releasedWithLines = [created, collectionAdded, expenseAdded, ...HISTORIES.released.slice(1)];

describe('budget decider: lines while the drafter holds the budget', () => {
  it('adds lines numbered within the budget, collections and expenses alike', () => {
    spec.given([created]).when({ type: 'AddCollection', plan: collectionPlan }).thenEmits([collectionAdded]);
    spec
      .given([created, collectionAdded])
      .when({ type: 'AddExpense', plan: expensePlan })
      .thenEmits([expenseAdded]);
  });

  it('never reuses the id of a removed line', () => {
    const removed = {
      type: 'BudgetLineRemoved' as const,
      data: { ...about, kind: 'expense' as const, lineId: 2 },
    };
    spec
      .given([...withLines, removed])
      .when({ type: 'AddExpense', plan: expensePlan })
      .thenEmits([{ type: 'BudgetExpenseAdded', data: { ...about, lineId: 3, plan: expensePlan } }]);
  });

  it('records only the changed fields of an edited line, and nothing for no change', () => {
    spec
      .given(withLines)
      .when({ type: 'UpdateExpense', lineId: 2, patch: { quantity: 4, vendor: null } })
      .thenEmits([
        {
          type: 'BudgetLineUpdated',
          data: { ...about, kind: 'expense', lineId: 2, changes: { quantity: { from: 3, to: 4 } } },
        },
      ]);
    spec.given(withLines).when({ type: 'UpdateCollection', lineId: 1, patch: {} }).thenNothingHappened();
  });

  it('removes a line; an unknown line is a 404', () => {
    spec
      .given(withLines)
      .when({ type: 'RemoveLine', kind: 'collection', lineId: 1 })
      .thenEmits([{ type: 'BudgetLineRemoved', data: { ...about, kind: 'collection', lineId: 1 } }]);
    spec
      .given(withLines)
      .when({ type: 'RemoveLine', kind: 'collection', lineId: 2 })
      .thenThrows('not_found', LINE_NOT_FOUND);
  });

  it('edits in draft, changes requested and rejected; refuses every other status naming it', () => {
    for (const status of ['changes_requested', 'rejected'] as const) {
      spec
        .given(HISTORIES[status])
        .when({ type: 'AddCollection', plan: collectionPlan })
        .thenEmits([collectionAdded]);
    }
    for (const status of ['submitted', 'reviewed', 'approved', 'released', 'closed'] as const) {
      spec
        .given(HISTORIES[status])
        .when({ type: 'AddCollection', plan: collectionPlan })
        .thenThrows('conflict', new RegExp(`^This budget is ${status} and cannot be edited`));
    }
  });

  it('holds at most the limit of lines of each kind', () => {
    const many = Array.from({ length: BUDGET_LINE_LIMIT }, (_, index) => ({
      type: 'BudgetCollectionAdded' as const,
      data: { ...about, lineId: index + 1, plan: collectionPlan },
    }));
    spec
      .given([created, ...many])
      .when({ type: 'AddCollection', plan: collectionPlan })
      .thenThrows('invalid', TOO_MANY_LINES);
  });

  it('updates the title and description as a field change', () => {
    spec
      .given([created])
      .when({ type: 'UpdateBudgetDetails', patch: { description: 'Hall and food' } })
      .thenEmits([
        {
          type: 'BudgetDetailsUpdated',
          data: { ...about, changes: { description: { from: null, to: 'Hall and food' } } },
        },
      ]);
  });
});

describe('budget decider: actuals after the event', () => {
  const expenseActuals = {
    actualQuantity: 4,
    actualUnitPrice: 55_000,
    vendor: 'Karachi Caterers',
    billNumber: 'B-17',
    billDate: EVENT_DAY,
    receiptUrl: null,
    notes: null,
  };

  it('records the actuals of a released budget from the event day on', () => {
    spec
      .given(releasedWithLines)
      .when({ type: 'RecordExpenseActuals', lineId: 2, actuals: expenseActuals, today: EVENT_DAY })
      .thenEmits([
        {
          type: 'BudgetActualsRecorded',
          data: {
            ...about,
            kind: 'expense',
            lineId: 2,
            changes: {
              actualQuantity: { from: null, to: 4 },
              actualUnitPrice: { from: null, to: 55_000 },
              vendor: { from: null, to: 'Karachi Caterers' },
              billNumber: { from: null, to: 'B-17' },
              billDate: { from: null, to: EVENT_DAY },
            },
          },
        },
      ]);
  });

  it('refuses actuals before the event and before the funds are released', () => {
    spec
      .given(releasedWithLines)
      .when({ type: 'RecordExpenseActuals', lineId: 2, actuals: expenseActuals, today: BEFORE_EVENT })
      .thenThrows('conflict', ACTUALS_AFTER_EVENT);
    spec
      .given([created, collectionAdded, ...HISTORIES.approved.slice(1)])
      .when({
        type: 'RecordCollectionActuals',
        lineId: 1,
        actuals: {
          actualAmount: 1,
          paymentMethod: null,
          collectionDate: null,
          receiptNumber: null,
          receiptUrl: null,
          notes: null,
        },
        today: EVENT_DAY,
      })
      .thenThrows('conflict', 'This budget is approved and cannot be edited');
  });
});

describe('budget totals, in paisa', () => {
  it('multiplies quantity by unit price, sums the lines and nets collections less expenses', () => {
    const state = [...releasedWithLines].reduce(budgetDecider.evolve, budgetDecider.initialState());
    const second = { ...collectionPlan, lineId: 9, estimatedAmount: 175_050, actualAmount: 180_000 };
    const actualExpense = { ...state.expenses[0]!, actualQuantity: 2, actualUnitPrice: 60_001 };
    expect(budgetTotals([...state.collections, { ...second }], [actualExpense])).toEqual({
      totalEstimatedCollections: 5_175_050,
      totalEstimatedExpenses: 175_050,
      totalActualCollections: 180_000,
      totalActualExpenses: 120_002,
      netEstimatedProfit: 5_000_000,
      netActualProfit: 59_998,
    });
  });

  it('is zero for a budget without lines, and negative when expenses exceed collections', () => {
    expect(budgetTotals([], [])).toEqual({
      totalEstimatedCollections: 0,
      totalEstimatedExpenses: 0,
      totalActualCollections: 0,
      totalActualExpenses: 0,
      netEstimatedProfit: 0,
      netActualProfit: 0,
    });
    const lines = [
      { quantity: 100_000, unitPrice: 10_000_000_000, actualQuantity: null, actualUnitPrice: null },
    ];
    const totals = budgetTotals([{ estimatedAmount: 1, actualAmount: null }], lines);
    expect(totals.totalEstimatedExpenses).toBe(1_000_000_000_000_000);
    expect(Number.isSafeInteger(totals.netEstimatedProfit)).toBe(true);
    expect(totals.netEstimatedProfit).toBe(1 - 1_000_000_000_000_000);
  });
});
