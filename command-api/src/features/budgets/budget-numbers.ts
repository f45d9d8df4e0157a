import { budgetNumber, conflicting } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';

const CLAIMS = 'writes.budget_event_claims';
const NUMBERS = 'writes.budget_numbers';
const UNIQUE_VIOLATION = '23505';

export const EVENT_HAS_BUDGET = 'This event already has a budget';

/**
 * The write side's two budget tables:
 * - `budget_event_claims`: one row per event that has a budget, so at most one budget per event
 *   holds under concurrent requests (the row is inserted in the transaction that stays open while
 *   the budget's first event is appended; a concurrent claim waits, then fails with 409);
 * - `budget_numbers`: the last number given out in each year. `BUD-YYYY-NNNN` is the year the
 *   budget was created (the command's clock) and the year's next number, at least four digits.
 *   The upsert takes the year's row lock inside the same transaction, so two creates never read
 *   the same number, and a create that fails rolls its number back: numbers have no gaps.
 */
export async function migrateBudgetNumbers(knex: Knex): Promise<void> {
  await knex.raw('CREATE SCHEMA IF NOT EXISTS writes');
  await knex.raw(
    `CREATE TABLE IF NOT EXISTS ${CLAIMS} (gathering_id integer PRIMARY KEY, budget_id integer NOT NULL UNIQUE)`,
  );
  await knex.raw(
    `CREATE TABLE IF NOT EXISTS ${NUMBERS} (year integer PRIMARY KEY, last_number integer NOT NULL)`,
  );
}

/** Runs `write` holding the event's claim and the budget's new number, in one transaction. */
export function withNewBudgetNumber<T>(
  knex: Knex,
  claim: { gatheringId: number; budgetId: number; year: number },
  write: (number: string) => Promise<T>,
): Promise<T> {
  return knex.transaction(async (trx) => {
    try {
      await trx.raw(`INSERT INTO ${CLAIMS} (gathering_id, budget_id) VALUES (?, ?)`, [
        claim.gatheringId,
        claim.budgetId,
      ]);
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflicting(EVENT_HAS_BUDGET);
      throw error;
    }
    const { rows } = await trx.raw<{ rows: { last_number: number }[] }>(
      `INSERT INTO ${NUMBERS} (year, last_number) VALUES (?, 1)
       ON CONFLICT (year) DO UPDATE SET last_number = ${NUMBERS}.last_number + 1 RETURNING last_number`,
      [claim.year],
    );
    return write(budgetNumber(claim.year, rows[0]!.last_number));
  });
}

/** Runs `write` (a deleted draft) having given the event's claim back, in one transaction. */
export function withoutEventClaim<T>(knex: Knex, budgetId: number, write: () => Promise<T>): Promise<T> {
  return knex.transaction(async (trx) => {
    await trx.raw(`DELETE FROM ${CLAIMS} WHERE budget_id = ?`, [budgetId]);
    return write();
  });
}
