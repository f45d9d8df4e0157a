import type { CityScope } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';

/**
 * A `CityScope` (the policy's answer for every city, from contracts) as a SQL condition on rows
 * that carry their city's zone and path (the city and its ancestors): a query asks the policy once
 * for the whole table instead of row by row.
 */
export function whereCityScope(
  query: Knex.QueryBuilder,
  scope: CityScope,
  columns: { zoneId: string; path: string },
): Knex.QueryBuilder {
  if (scope.everywhere) return query;
  return query.where((where) => {
    where.whereRaw('false');
    if (scope.zoneIds.length > 0) where.orWhereIn(columns.zoneId, scope.zoneIds);
    if (scope.cityIds.length > 0) where.orWhereRaw('?? && ?::integer[]', [columns.path, scope.cityIds]);
  });
}
