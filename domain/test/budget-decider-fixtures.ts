import type { BudgetEvent, BudgetStatus } from '@seerat/contracts';
import { budgetDecider } from '../src/budgets/budget-decider';
import { deciderSpec } from './decider-spec';

/** The budget, the people and the recorded steps the budget decider's specs start from. */
export const spec = deciderSpec(budgetDecider);
export const DRAFTER = 11;
export const ZONE_MASOOL = 5;
export const ADMIN = 1;
export const about = { budgetId: 3, cityId: 4 };
export const eventFacts = { gatheringId: 7, cityId: 4, zoneId: 2, eventDate: '2026-03-01' };
export const details = { title: 'Seerat conference budget', description: null };
export const EVENT_DAY = '2026-03-01';
export const BEFORE_EVENT = '2026-02-27';

export const created: BudgetEvent = {
  type: 'BudgetCreated',
  data: { budgetId: 3, budgetNumber: 'BUD-2026-0001', ...eventFacts, details },
};
export const collectionPlan = {
  category: 'donation' as const,
  description: 'Members',
  estimatedAmount: 5_000_000,
  paymentMethod: 'cash' as const,
  notes: null,
};
export const expensePlan = {
  category: 'food' as const,
  description: 'Lunch boxes',
  quantity: 3,
  unitPrice: 58_350,
  vendor: null,
  notes: null,
};
export const collectionAdded: BudgetEvent = {
  type: 'BudgetCollectionAdded',
  data: { ...about, lineId: 1, plan: collectionPlan },
};
export const expenseAdded: BudgetEvent = {
  type: 'BudgetExpenseAdded',
  data: { ...about, lineId: 2, plan: expensePlan },
};

const step = (
  type: Exclude<BudgetEvent['type'], 'BudgetSubmitted'>,
  fromStatus: BudgetStatus,
  comment: string | null = null,
) => ({ type, data: { ...about, fromStatus, comment } }) as BudgetEvent;

export const submitted = (fromStatus: BudgetStatus = 'draft', submittedById = DRAFTER): BudgetEvent => ({
  type: 'BudgetSubmitted',
  data: { ...about, fromStatus, comment: null, submittedById },
});
export const reviewed = step('BudgetReviewed', 'submitted');
export const approved = step('BudgetApproved', 'reviewed');
export const released = step('BudgetReleased', 'approved');
export const actualsSubmitted = step('BudgetActualsSubmitted', 'released');
export const closed = step('BudgetClosed', 'actuals_submitted');
export const rejected = step('BudgetRejected', 'submitted', 'Too costly');
export const sentBack = step('BudgetChangesRequested', 'reviewed', 'Split the food line');
export const reopened = step('BudgetReopened', 'approved', 'Venue changed');

/** A history for every status the workflow reaches. */
export const HISTORIES: Record<BudgetStatus, BudgetEvent[]> = {
  draft: [created],
  submitted: [created, submitted()],
  reviewed: [created, submitted(), reviewed],
  approved: [created, submitted(), reviewed, approved],
  released: [created, submitted(), reviewed, approved, released],
  actuals_submitted: [created, submitted(), reviewed, approved, released, actualsSubmitted],
  closed: [created, submitted(), reviewed, approved, released, actualsSubmitted, closed],
  rejected: [created, submitted(), rejected],
  changes_requested: [created, submitted(), reviewed, sentBack],
};
