import { z } from 'zod';
import { whenBlank } from '../common/field-messages';

/**
 * Money is whole paisa (1 PKR = 100 paisa) everywhere: in requests, domain events, read models
 * and answers. Never floating point: an amount is an integer, and every total is a sum or a
 * product of integers, computed on the server from the lines.
 *
 * Bounds: one amount is at most 10,000,000,000 paisa (PKR 100,000,000), a quantity at most
 * 100,000; a line's total (quantity × unit price) is therefore below 10^15, and a budget's sums
 * of at most `BUDGET_LINE_LIMIT` lines per kind stay far inside JavaScript's exact integers
 * (2^53) and PostgreSQL's `bigint`.
 */
export const MONEY_LIMITS = { maxPaisa: 10_000_000_000, maxQuantity: 100_000 } as const;

/** Lines of each kind (collections, expenses) one budget may hold. */
export const BUDGET_LINE_LIMIT = 200;

export const WHOLE_PAISA = 'Must be a whole number of paisa';
export const NOT_NEGATIVE = 'Must be 0 or more';

/** An amount in paisa: a whole number from 0 to `MONEY_LIMITS.maxPaisa`. */
export const paisa = z
  .number({ error: whenBlank('Amount is required') })
  .int(WHOLE_PAISA)
  .min(0, NOT_NEGATIVE)
  .max(MONEY_LIMITS.maxPaisa, `Must be at most ${MONEY_LIMITS.maxPaisa} paisa`);

/** A quantity of an expense line: a whole number, at least 1. */
export const quantity = z
  .number({ error: whenBlank('Quantity is required') })
  .int('Must be a whole number')
  .min(1, 'Must be at least 1')
  .max(MONEY_LIMITS.maxQuantity, `Must be at most ${MONEY_LIMITS.maxQuantity}`);

const PKR = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount as people read it: `PKR 1,750.50` (en-US grouping, two decimals). Rupees and paisa are
 * split as integers first, so no floating-point rounding ever shows.
 */
export function formatPkr(amountPaisa: number): string {
  const { sign, rupees, paisaPart } = rupeesAndPaisa(amountPaisa);
  const grouped = PKR.format(rupees).replace(/\.00$/, '');
  return `${sign}PKR ${grouped}.${paisaPart}`;
}

/** An amount as a spreadsheet reads a number: `1750.50`, no currency, no grouping. */
export function pkrDecimal(amountPaisa: number): string {
  const { sign, rupees, paisaPart } = rupeesAndPaisa(amountPaisa);
  return `${sign}${rupees}.${paisaPart}`;
}

function rupeesAndPaisa(amountPaisa: number) {
  const absolute = Math.abs(amountPaisa);
  return {
    sign: amountPaisa < 0 ? '-' : '',
    rupees: Math.trunc(absolute / 100),
    paisaPart: String(absolute % 100).padStart(2, '0'),
  };
}

/**
 * What people type into an amount box (`1,750.50`, `1750.5`, `1750`) as paisa; `null` for
 * anything else (a minus sign, letters, a third decimal). Parsed as text, never through a float.
 */
export function parsePkr(text: string): number | null {
  const match = /^(\d{1,11})(?:\.(\d{1,2}))?$/.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  const rupees = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return rupees * 100 + fraction;
}
