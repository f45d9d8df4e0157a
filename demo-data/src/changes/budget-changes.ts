import type {
  CollectionActuals,
  CollectionLine,
  CollectionPlan,
  ExpenseActuals,
  ExpenseLine,
  ExpensePlan,
} from '@seerat/contracts';
import type { Random } from '../random';

/**
 * What a city masool writes into an event's budget, in whole paisa: collections the city expects
 * (members' contributions, donations, a sponsor, fees for a bigger event) and the usual costs of a
 * Seerat gathering (the hall, food for the expected guests, printing, sound, transport, a guest
 * speaker's honorarium), in round rupee amounts as people budget them.
 */

const PAISA = 100;
/** A rupee amount between `min` and `max`, rounded to `step` rupees, in paisa. */
const rupees = (random: Random, min: number, max: number, step: number) =>
  Math.round(random.int(min, max) / step) * step * PAISA;

const BUDGET_TITLES = ['Budget', 'Expenses and collections', 'Arrangements budget'];
const COMMENTS = {
  submit: ['Please review', 'Hall booking needs an advance', null, null],
  review: ['Amounts are in line with last year', 'Checked with the city masool', null],
  approve: ['Approved', 'Approved; keep the bills', null],
  release: ['Cash handed over to the city masool', 'Transferred to the city account', null],
  close: ['Bills checked', 'Closed after the zonal review', null],
  submitActuals: ['All bills attached', null],
  reject: [
    'Too costly for a monthly majlis',
    'Please merge with the zonal event',
    'No sponsor confirmed yet',
  ],
  requestChanges: ['Reduce the food estimate', 'Add the transport cost', 'Split printing from decoration'],
  reopen: ['Venue changed after approval', 'Guest count doubled'],
};

export type BudgetComment = keyof typeof COMMENTS;

/** A comment for a step, or none where the step leaves it optional. */
export function budgetComment(random: Random, step: BudgetComment): string | null {
  return random.pick(COMMENTS[step]);
}

export function budgetTitle(random: Random, eventTitle: string): string {
  return `${eventTitle} ${random.pick(BUDGET_TITLES)}`.slice(0, 200);
}

/** The planned collections of an event for `expected` guests. */
export function collectionPlans(random: Random, expected: number): CollectionPlan[] {
  const plans: CollectionPlan[] = [
    plan('member_contribution', 'Members of the circles', rupees(random, 2_000, 25_000, 500), 'cash'),
  ];
  if (random.chance(0.7))
    plans.push(plan('donation', 'Local donors', rupees(random, 5_000, 80_000, 1_000), 'cash'));
  if (random.chance(0.3))
    plans.push(plan('sponsorship', 'Sponsor', rupees(random, 20_000, 150_000, 5_000), 'bank_transfer'));
  if (expected > 60 && random.chance(0.5))
    plans.push(
      plan('registration_fee', 'Registration', expected * rupees(random, 100, 300, 50), 'mobile_wallet'),
    );
  return plans;

  function plan(category: CollectionPlan['category'], description: string, amount: number, method: string) {
    return {
      category,
      description,
      estimatedAmount: amount,
      paymentMethod: method as CollectionPlan['paymentMethod'],
      notes: null,
    };
  }
}

/** The planned expenses of an event for `expected` guests. */
export function expensePlans(random: Random, expected: number): ExpensePlan[] {
  const plans: ExpensePlan[] = [
    plan('food', 'Meals for the guests', expected, rupees(random, 150, 600, 10)),
    plan('printing', 'Banners and pamphlets', random.int(2, 20) * 25, rupees(random, 10, 60, 5)),
  ];
  if (random.chance(0.6)) plans.push(plan('venue', 'Hall booking', 1, rupees(random, 10_000, 80_000, 1_000)));
  if (random.chance(0.5))
    plans.push(plan('sound_system', 'Sound system', 1, rupees(random, 5_000, 30_000, 500)));
  if (random.chance(0.4))
    plans.push(plan('transport', 'Van hire', random.int(1, 4), rupees(random, 2_000, 15_000, 500)));
  if (random.chance(0.3))
    plans.push(plan('honorarium', 'Guest speaker', 1, rupees(random, 5_000, 20_000, 1_000)));
  if (random.chance(0.2))
    plans.push(plan('decoration', 'Stage and lights', 1, rupees(random, 3_000, 25_000, 500)));
  return plans;

  function plan(category: ExpensePlan['category'], description: string, quantity: number, unitPrice: number) {
    return { category, description, quantity, unitPrice, vendor: null, notes: null };
  }
}

/** A revision the drafter makes when the budget is sent back: fewer meals, a cheaper unit price. */
export function revisedExpense(random: Random, line: ExpenseLine): Partial<ExpensePlan> {
  if (line.quantity > 10 && random.chance(0.5)) return { quantity: Math.round(line.quantity * 0.8) };
  return { unitPrice: Math.round((line.unitPrice * random.int(75, 95)) / 100 / PAISA) * PAISA };
}

/** Somewhere between 80% and 115% of `estimate`, rounded to 10 rupees, as the bills came to. */
const actually = (random: Random, estimate: number) =>
  Math.round((estimate * random.int(80, 115)) / 100 / (10 * PAISA)) * 10 * PAISA;

/** What a collection line came to after the event, dated that day. */
export function collectionActuals(random: Random, line: CollectionLine, day: string): CollectionActuals {
  return {
    actualAmount: actually(random, line.estimatedAmount),
    paymentMethod: line.paymentMethod,
    collectionDate: day,
    receiptNumber: random.chance(0.4) ? `R-${random.int(100, 9999)}` : null,
    receiptUrl: null,
    notes: null,
  };
}

/** What an expense line came to after the event; `receiptUrl` is its uploaded bill, if any. */
export function expenseActuals(
  random: Random,
  line: ExpenseLine,
  day: string,
  receiptUrl: string | null,
): ExpenseActuals {
  const actualQuantity =
    line.quantity > 10 ? Math.max(1, Math.round((line.quantity * random.int(80, 110)) / 100)) : line.quantity;
  return {
    actualQuantity,
    actualUnitPrice: actually(random, line.unitPrice) || line.unitPrice,
    vendor: line.vendor,
    billNumber: random.chance(0.6) ? `B-${random.int(1000, 99999)}` : null,
    billDate: day,
    receiptUrl,
    notes: null,
  };
}

/** A bill scanned to PDF: the smallest document a reader opens (receipts are kept as sent). */
export function receiptPdf(billNumber: string): Uint8Array {
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    `% Bill ${billNumber}`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return new TextEncoder().encode(text);
}
