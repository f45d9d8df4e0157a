import type { CitySelection } from '@seerat/contracts';
import { type Knex, READ_SCHEMA } from '@seerat/platform';
import { DomainError } from '../../commands/decider';
import type { ParentCity } from './city-decider';

/**
 * What the city rules need to know beyond the city's own stream. Where cities sit comes from the
 * cities read model (`path` = the city and its ancestors); a command waits for its session's
 * earlier writes before it runs, so a city the same user just created is there.
 */
export async function findParentCity(knex: Knex, parentCityId: number | null): Promise<ParentCity | null> {
  if (parentCityId === null) return null;
  const row = await knex
    .withSchema(READ_SCHEMA)
    .from('cities')
    .select('id', 'zone_id', 'path')
    .where('id', parentCityId)
    .first();
  return row ? { cityId: row.id, zoneId: row.zone_id, path: row.path } : null;
}

export async function countSubCities(knex: Knex, cityId: number): Promise<number> {
  const row = await knex
    .withSchema(READ_SCHEMA)
    .from('cities')
    .where('parent_city_id', cityId)
    .count<{ count: string }>('* as count')
    .first();
  return Number(row?.count ?? 0);
}

/**
 * Every newly selected Seerat model and library book must be in the catalogue. Checked against its
 * read models, one query each: the ids a form offers come from them, and the session's own
 * additions are there already (commands wait for them).
 */
export async function assertCatalogueEntriesExist(
  knex: Knex,
  selections: { seeratModels: CitySelection[]; libraryBooks: CitySelection[] },
): Promise<void> {
  const missingModels = await missingIds(knex, 'seerat_models', selections.seeratModels);
  if (missingModels.length > 0) {
    throw new DomainError(`Unknown Seerat model: ${missingModels.join(', ')}`);
  }
  const missingBooks = await missingIds(knex, 'recommended_books', selections.libraryBooks);
  if (missingBooks.length > 0) throw new DomainError(`Unknown library book: ${missingBooks.join(', ')}`);
}

async function missingIds(knex: Knex, table: string, selection: CitySelection[]): Promise<number[]> {
  if (selection.length === 0) return [];
  const wanted = selection.map((entry) => entry.id);
  const rows: { id: number }[] = await knex
    .withSchema(READ_SCHEMA)
    .from(table)
    .select('id')
    .whereIn('id', wanted);
  const found = new Set(rows.map((row) => row.id));
  return wanted.filter((id) => !found.has(id));
}
