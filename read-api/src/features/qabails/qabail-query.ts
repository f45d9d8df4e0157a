import type { Qabail } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { QABAIL_STORED_FIELDS, qabailsTable, READ_SCHEMA } from '@seerat/projector/tables';
import type { SortKey } from '../../http/keyset-page';
import { CITY } from '../cities/city-query';

/** The qabail a query selects (`q`), with its city (`c`). */
export const QABAIL = qabailsTable.as('q');

/** Fields read as their column; the city's name and the calendar date are read apart. */
const PLAIN_FIELDS = QABAIL_STORED_FIELDS.filter((field) => field !== 'shabetazkiaLastDate');

/**
 * Qabails (`q`) as the API answers them, in one query: every field, the city's current name, and
 * where the city sits (`c.zone_id`, `c.path`) for the scope filter and the screens' policy checks.
 * Callers add the scope, filters and order.
 */
export function selectQabails(knex: Knex): Knex.QueryBuilder {
  return (
    knex
      .withSchema(READ_SCHEMA)
      .from(QABAIL.from)
      .join(CITY.from, CITY.col('id'), QABAIL.col('cityId'))
      .select(QABAIL.select(...PLAIN_FIELDS, 'id', 'createdAt', 'updatedAt', 'version'), {
        cityName: CITY.col('name'),
        zoneId: CITY.col('zoneId'),
        cityPath: CITY.col('path'),
      })
      // A date column comes back as a local-time Date; the contract carries the calendar day.
      .select(
        knex.raw(`to_char(${QABAIL.col('shabetazkiaLastDate')}, 'YYYY-MM-DD') AS "shabetazkiaLastDate"`),
      )
  );
}

/** The same qabails' scope columns (their city's), for `whereInScope`. */
export const QABAIL_SCOPE_COLUMNS = { zoneId: CITY.col('zoneId'), path: CITY.col('path') };

/** By qabilah name, then id, so equal names keep one order. */
export const BY_QABILAH_NAME = [{ column: QABAIL.col('qabilahName') }, { column: QABAIL.col('id') }];
/** The same order as a list's keyset. */
export const BY_QABILAH_NAME_KEYS: SortKey[] = [
  { sql: QABAIL.col('qabilahName'), kind: 'text' },
  { sql: QABAIL.col('id'), kind: 'int' },
];

export type QabailRow = Omit<Qabail, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

export function toQabail(row: QabailRow): Qabail {
  return {
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
