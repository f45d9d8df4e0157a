import {
  type BudgetLineKind,
  type CollectionLineView,
  type ExpenseLineView,
  formatPkr,
  parsePkr,
} from '@seerat/contracts';
import type { FieldErrors } from '../../lib/server-field-errors';

export const AMOUNT_REFUSED =
  'Enter an amount in PKR of 0 or more, with at most two decimals (no minus sign)';
export const QUANTITY_REFUSED = 'Enter a whole number of at least 1';

/** A planned line's form, each value as typed, keyed by the request field it is sent as. */
export type LinePlanValues = Record<string, string>;

/** An amount in paisa as the amount boxes show it: `1,750.50`. */
export const amountText = (paisa: number) => formatPkr(paisa).replace(/^PKR /, '');

/** The form of a recorded line, filled with its plan. */
export function linePlanValues(
  kind: BudgetLineKind,
  line: CollectionLineView | ExpenseLineView,
): LinePlanValues {
  const shared = { category: line.category, description: line.description ?? '', notes: line.notes ?? '' };
  if (kind === 'collection') {
    const collection = line as CollectionLineView;
    return {
      ...shared,
      estimatedAmount: amountText(collection.estimatedAmount),
      paymentMethod: collection.paymentMethod ?? '',
    };
  }
  const expense = line as ExpenseLineView;
  return {
    ...shared,
    quantity: String(expense.quantity),
    unitPrice: amountText(expense.unitPrice),
    vendor: expense.vendor ?? '',
  };
}

/**
 * The request a planned line's form sends, or what is wrong at its fields: amounts are read as
 * PKR into whole paisa (never a float), a quantity as a whole number; the rest goes as typed and
 * contracts check it on the server.
 */
export function linePlanRequest(
  kind: BudgetLineKind,
  values: LinePlanValues,
): { request: Record<string, unknown>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const amount = (field: string) => {
    const paisa = parsePkr(values[field] ?? '');
    if (paisa === null) errors[field] = AMOUNT_REFUSED;
    return paisa;
  };
  const text = (field: string) => (values[field] ?? '').trim() || null;
  const shared = { category: values.category, description: text('description'), notes: text('notes') };
  if (kind === 'collection') {
    const request = {
      ...shared,
      estimatedAmount: amount('estimatedAmount'),
      paymentMethod: text('paymentMethod'),
    };
    return { request, errors };
  }
  const quantity = Number(values.quantity);
  if (!/^\d+$/.test((values.quantity ?? '').trim()) || quantity < 1) errors.quantity = QUANTITY_REFUSED;
  const request = { ...shared, quantity, unitPrice: amount('unitPrice'), vendor: text('vendor') };
  return { request, errors };
}
