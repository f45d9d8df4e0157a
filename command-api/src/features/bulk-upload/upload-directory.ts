import { type Knex, READ_SCHEMA } from '@seerat/platform';
import { type AssignmentFacts, type CityRow, citiesById, loadCustomRoles } from '../users/assignment-facts';

/**
 * Everything a file's rows are checked against, loaded once per upload rather than per row: the
 * custom roles, every zone and city (ids, and names in lower case for rows that name them).
 */
export interface UploadDirectory {
  facts: AssignmentFacts;
  zonesByName: Map<string, number[]>;
  citiesByName: Map<string, { id: number; zoneId: number }[]>;
}

export async function loadUploadDirectory(knex: Knex): Promise<UploadDirectory> {
  const [customRoles, zones, cities] = await Promise.all([
    loadCustomRoles(knex),
    knex.withSchema(READ_SCHEMA).from('zones').select<{ id: number; name: string }[]>('id', 'name'),
    knex
      .withSchema(READ_SCHEMA)
      .from('cities')
      .select<(CityRow & { name: string })[]>('id', 'zone_id', 'path', 'name'),
  ]);
  return {
    facts: { customRoles, zones: new Set(zones.map((zone) => zone.id)), cities: citiesById(cities) },
    zonesByName: groupByName(zones.map((zone) => ({ name: zone.name, entry: zone.id }))),
    citiesByName: groupByName(
      cities.map((city) => ({ name: city.name, entry: { id: city.id, zoneId: city.zone_id } })),
    ),
  };
}

function groupByName<Entry>(items: { name: string; entry: Entry }[]): Map<string, Entry[]> {
  const byName = new Map<string, Entry[]>();
  for (const { name, entry } of items) {
    const key = name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), entry]);
  }
  return byName;
}
