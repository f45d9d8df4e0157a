import type { Knex } from 'knex';
import { citiesTable } from './cities-table';

/**
 * A city's `path` is its id followed by its ancestors' ids, nearest first: `[self, parent,
 * grandparent, …]`. The permission policy reads scope from it (a city masool sees every city whose
 * path holds their city), so it must be right for the whole subtree after every parent change.
 */
export async function pathOf(trx: Knex.Transaction, cityId: number, parentCityId: number | null) {
  if (parentCityId === null) return [cityId];
  const parent = await trx(citiesTable.name).select('path').where('id', parentCityId).first();
  if (!parent) throw new Error(`Parent city ${parentCityId} of city ${cityId} is not in the read model`);
  const parentPath: number[] = parent.path;
  if (parentPath.includes(cityId)) {
    throw new Error(`City ${parentCityId} cannot be the parent of its own ancestor ${cityId}`);
  }
  return [cityId, ...parentPath];
}

/**
 * Re-roots the city's subtree after its parent changed: in each path that holds the city, the part
 * from the city on (the city and its old ancestors) is replaced by the city's new path. The part
 * before it (the descendants between) stays. The subtree is found through each city's parent, so
 * the city's own parent is written here at once too: a batch gathers its other changes for later,
 * and a later move in the same batch must find this city under its new parent.
 */
export async function movePathsUnder(
  trx: Knex.Transaction,
  cityId: number,
  parentCityId: number | null,
): Promise<void> {
  const path = await pathOf(trx, cityId, parentCityId);
  await trx.raw(
    `WITH RECURSIVE subtree (id) AS (
       SELECT ?::integer
       UNION SELECT c.id FROM ${citiesTable.name} c JOIN subtree s ON c.parent_city_id = s.id
              -- Said outright, so that the planner may use the index of the cities with a parent.
              WHERE c.parent_city_id IS NOT NULL
     )
     UPDATE ${citiesTable.name}
        SET path = path[1:array_position(path, ?) - 1] || ?::integer[],
            parent_city_id = CASE WHEN id = ? THEN ?::integer ELSE parent_city_id END
      -- A list of ids, each found by its key: a rebuild's fresh tables have no statistics, and
      -- a join planned blind read the whole table.
      WHERE id = ANY (ARRAY(SELECT id FROM subtree))`,
    [cityId, cityId, path, cityId, parentCityId],
  );
}
