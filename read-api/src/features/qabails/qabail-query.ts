import type { Qabail } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { QABAIL_STORED_FIELDS, qabailsTable, READ_SCHEMA } from '@seerat/projector/tables';

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
      .from('qabails as q')
      .join('cities as c', 'c.id', 'q.city_id')
      .select(...PLAIN_FIELDS.map((field) => ({ [field]: `q.${qabailsTable.column[field]}` })), {
        id: 'q.id',
        cityName: 'c.name',
        zoneId: 'c.zone_id',
        cityPath: 'c.path',
        createdAt: 'q.created_at',
        updatedAt: 'q.updated_at',
        version: 'q.version',
      })
      // A date column comes back as a local-time Date; the contract carries the calendar day.
      .select(knex.raw(`to_char(q.shabetazkia_last_date, 'YYYY-MM-DD') AS "shabetazkiaLastDate"`))
  );
}

/** The same qabails' scope columns (their city's), for `whereInScope`. */
export const QABAIL_SCOPE_COLUMNS = { zoneId: 'c.zone_id', path: 'c.path' };

/** By qabilah name, then id, so equal names keep one order. */
export const BY_QABILAH_NAME = [{ column: 'q.qabilah_name' }, { column: 'q.id' }];

export type QabailRow = Omit<Qabail, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

export function toQabail(row: QabailRow): Qabail {
  return {
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
