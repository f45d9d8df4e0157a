import { z } from 'zod';
import { optionalCalendarDay } from '../common/calendar-fields';
import { optionalMultiLineText, optionalText, requiredText, TEXT_LIMITS } from '../common/fields';
import { paisa, quantity } from './budget-money';
import { receiptUrl } from './budget-receipt';
import type { BudgetAction, BudgetHistoryAction, BudgetStatus, BudgetStepFacts } from './budget-workflow';

/**
 * A budget of one event (spec 001 section 3: budgets, budget_collections, budget_expenses). Its
 * event's date, city and zone are taken from the event, never from the request. Lines are planned
 * (category, description, estimate…) while the budget is editable, and their actuals are entered
 * once the funds are released and the event has begun.
 */

export const COLLECTION_CATEGORIES = [
  'donation',
  'sponsorship',
  'registration_fee',
  'member_contribution',
  'other',
] as const;
export const EXPENSE_CATEGORIES = [
  'venue',
  'food',
  'transport',
  'printing',
  'sound_system',
  'decoration',
  'accommodation',
  'honorarium',
  'other',
] as const;
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'cheque', 'mobile_wallet', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Category and payment method codes as screens show them: `sound_system` → "Sound system". */
export function budgetCodeLabel(code: string): string {
  const words = code.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const description = optionalText(TEXT_LIMITS.phrase);
const notes = optionalMultiLineText('notes');
const reference = optionalText(TEXT_LIMITS.name);

/** What the drafter plans for a collection line. */
export const collectionPlanSchema = z.object({
  category: z.enum(COLLECTION_CATEGORIES, { error: () => 'Category is required' }),
  description,
  estimatedAmount: paisa,
  paymentMethod: z
    .enum(PAYMENT_METHODS)
    .nullish()
    .transform((value) => value ?? null),
  notes,
});
export type CollectionPlan = z.infer<typeof collectionPlanSchema>;
export const COLLECTION_PLAN_FIELDS = Object.keys(collectionPlanSchema.shape) as (keyof CollectionPlan)[];

/** What is entered for a collection line after the event. */
export const collectionActualsSchema = z.object({
  actualAmount: paisa,
  paymentMethod: z
    .enum(PAYMENT_METHODS)
    .nullish()
    .transform((value) => value ?? null),
  collectionDate: optionalCalendarDay,
  receiptNumber: reference,
  receiptUrl,
  notes,
});
export type CollectionActuals = z.infer<typeof collectionActualsSchema>;
export const COLLECTION_ACTUAL_FIELDS = Object.keys(
  collectionActualsSchema.shape,
) as (keyof CollectionActuals)[];

/** What the drafter plans for an expense line; its estimated total is quantity × unit price. */
export const expensePlanSchema = z.object({
  category: z.enum(EXPENSE_CATEGORIES, { error: () => 'Category is required' }),
  description,
  quantity: quantity.default(1),
  unitPrice: paisa,
  vendor: reference,
  notes,
});
export type ExpensePlan = z.infer<typeof expensePlanSchema>;
export const EXPENSE_PLAN_FIELDS = Object.keys(expensePlanSchema.shape) as (keyof ExpensePlan)[];

/** What is entered for an expense line after the event; its actual total is computed. */
export const expenseActualsSchema = z.object({
  actualQuantity: quantity,
  actualUnitPrice: paisa,
  vendor: reference,
  billNumber: reference,
  billDate: optionalCalendarDay,
  receiptUrl,
  notes,
});
export type ExpenseActuals = z.infer<typeof expenseActualsSchema>;
export const EXPENSE_ACTUAL_FIELDS = Object.keys(expenseActualsSchema.shape) as (keyof ExpenseActuals)[];

/**
 * The lines' fields that hold an amount in paisa, read off their schemas: a history shows their
 * recorded values as PKR, never as a bare count of paisa.
 */
export const BUDGET_AMOUNT_FIELDS: ReadonlySet<string> = new Set(
  [collectionPlanSchema, collectionActualsSchema, expensePlanSchema, expenseActualsSchema].flatMap((schema) =>
    Object.entries(schema.shape)
      .filter(([, field]) => field === paisa)
      .map(([name]) => name),
  ),
);

/** A collection line as recorded: the plan, and the actuals (null until entered). */
export interface CollectionLine extends CollectionPlan {
  lineId: number;
  actualAmount: number | null;
  collectionDate: string | null;
  receiptNumber: string | null;
  receiptUrl: string | null;
}

/** An expense line as recorded: the plan, and the actuals (null until entered). */
export interface ExpenseLine extends ExpensePlan {
  lineId: number;
  actualQuantity: number | null;
  actualUnitPrice: number | null;
  billNumber: string | null;
  billDate: string | null;
  receiptUrl: string | null;
}

export const BUDGET_LINE_KINDS = ['collection', 'expense'] as const;
export type BudgetLineKind = (typeof BUDGET_LINE_KINDS)[number];

/** The budget's own fields (the event's date, city and zone are the event's). */
export const budgetDetailsSchema = z.object({
  title: requiredText('Title', 200),
  description: optionalMultiLineText('notes'),
});
export type BudgetDetails = z.infer<typeof budgetDetailsSchema>;
export const BUDGET_DETAIL_FIELDS = Object.keys(budgetDetailsSchema.shape) as (keyof BudgetDetails)[];

/** Where a budget sits and when its event is: taken from the event when the budget is created. */
export interface BudgetEventFacts {
  gatheringId: number;
  cityId: number;
  zoneId: number;
  /** The event's start day `YYYY-MM-DD`. */
  eventDate: string;
}

/** An expense line's totals: quantity × unit price, and the actual ones once both are entered. */
export function expenseLineTotals(
  line: Pick<ExpenseLine, 'quantity' | 'unitPrice'> & {
    actualQuantity: number | null;
    actualUnitPrice: number | null;
  },
): { estimatedTotal: number; actualTotal: number | null } {
  const actualTotal =
    line.actualQuantity === null || line.actualUnitPrice === null
      ? null
      : line.actualQuantity * line.actualUnitPrice;
  return { estimatedTotal: line.quantity * line.unitPrice, actualTotal };
}

/** A budget's totals (spec field names), in paisa, always computed from its lines. */
export interface BudgetTotals {
  totalEstimatedCollections: number;
  totalEstimatedExpenses: number;
  totalActualCollections: number;
  totalActualExpenses: number;
  netEstimatedProfit: number;
  netActualProfit: number;
}

/** The totals of these lines; a line without actuals counts 0 among the actuals. */
export function budgetTotals(
  collections: readonly Pick<CollectionLine, 'estimatedAmount' | 'actualAmount'>[],
  expenses: readonly Pick<ExpenseLine, 'quantity' | 'unitPrice' | 'actualQuantity' | 'actualUnitPrice'>[],
): BudgetTotals {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const expenseTotals = expenses.map(expenseLineTotals);
  const totalEstimatedCollections = sum(collections.map((line) => line.estimatedAmount));
  const totalActualCollections = sum(collections.map((line) => line.actualAmount ?? 0));
  const totalEstimatedExpenses = sum(expenseTotals.map((line) => line.estimatedTotal));
  const totalActualExpenses = sum(expenseTotals.map((line) => line.actualTotal ?? 0));
  return {
    totalEstimatedCollections,
    totalEstimatedExpenses,
    totalActualCollections,
    totalActualExpenses,
    netEstimatedProfit: totalEstimatedCollections - totalEstimatedExpenses,
    netActualProfit: totalActualCollections - totalActualExpenses,
  };
}

/** A collection line as the read API answers it. */
export interface CollectionLineView extends CollectionLine {
  isActualSubmitted: boolean;
}

/** An expense line as the read API answers it, with its computed totals. */
export interface ExpenseLineView extends ExpenseLine {
  estimatedTotal: number;
  actualTotal: number | null;
  isActualSubmitted: boolean;
}

/** A recorded collection line as the API answers it. */
export function collectionLineView(line: CollectionLine): CollectionLineView {
  return { ...line, isActualSubmitted: line.actualAmount !== null };
}

/** A recorded expense line as the API answers it, with its totals computed from it. */
export function expenseLineView(line: ExpenseLine): ExpenseLineView {
  const isActualSubmitted = line.actualQuantity !== null && line.actualUnitPrice !== null;
  return { ...line, ...expenseLineTotals(line), isActualSubmitted };
}

/** A budget as the read API answers it (one budget; the list leaves out the lines). */
export interface Budget extends BudgetTotals, BudgetDetails, BudgetStepFacts {
  id: number;
  budgetNumber: string;
  eventId: number;
  eventTitle: string;
  eventDate: string;
  cityId: number;
  cityName: string;
  zoneId: number;
  zoneName: string;
  /** The city and its ancestors, nearest first: where the budget sits for the policy. */
  cityPath: number[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** The workflow steps the caller may take now (the policy's answer, for the buttons). */
  actions: BudgetAction[];
}

export interface BudgetWithLines extends Budget {
  collections: CollectionLineView[];
  expenses: ExpenseLineView[];
}

/** One step of a budget's approval history (spec: budget_approval_history). */
export interface BudgetHistoryEntry {
  id: number;
  action: BudgetHistoryAction;
  actionBy: string;
  comments: string | null;
  previousStatus: BudgetStatus | null;
  newStatus: BudgetStatus;
  actionDate: string;
}
