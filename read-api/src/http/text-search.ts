import type { Knex } from '@seerat/platform';

/**
 * Keeps the rows in which any of `columns` contains `search` (case-insensitive, `%` and `_` taken
 * literally). The search runs in SQL over the whole list, so a paged list finds on every page
 * what it would find whole.
 */
export function whereSearched(
  query: Knex.QueryBuilder,
  columns: readonly string[],
  search: string | undefined,
): Knex.QueryBuilder {
  if (!search) return query;
  const pattern = `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return query.where((where) => {
    for (const column of columns) where.orWhereILike(column, pattern);
  });
}
