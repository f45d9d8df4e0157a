import { citiesTable, READ_SCHEMA, zonesTable } from '@seerat/projector/tables';
import type { Knex } from 'knex';
import type { OrganisationFacts } from '../../facts/organisation-facts';
import type { AssignmentFacts } from '../users/assignment-facts';

/**
 * Everything a file's rows are checked against, loaded once per upload rather than per row: the
 * custom roles, every zone and city (ids, and names in lower case for rows that name them).
 */
export interface UploadDirectory {
  facts: AssignmentFacts;
  zonesByName: Map<string, number[]>;
  citiesByName: Map<string, { id: number; zoneId: number }[]>;
}

export async function loadUploadDirectory(knex: Knex, facts: OrganisationFacts): Promise<UploadDirectory> {
  const zone = zonesTable.column;
  const city = citiesTable.column;
  const [customRoles, zones, cities] = await Promise.all([
    facts.customRoles(),
    knex
      .withSchema(READ_SCHEMA)
      .from(zonesTable.name)
      .select<{ id: number; name: string }[]>({ id: zone.id, name: zone.name }),
    knex
      .withSchema(READ_SCHEMA)
      .from(citiesTable.name)
      .select<{ id: number; zoneId: number; path: number[]; name: string }[]>({
        id: city.id,
        zoneId: city.zoneId,
        path: city.path,
        name: city.name,
      }),
  ]);
  return {
    facts: {
      customRoles,
      zones: new Set(zones.map((row) => row.id)),
      cities: new Map(cities.map((row) => [row.id, { zoneId: row.zoneId, path: row.path }])),
    },
    zonesByName: groupByName(zones.map((row) => ({ name: row.name, entry: row.id }))),
    citiesByName: groupByName(
      cities.map((row) => ({ name: row.name, entry: { id: row.id, zoneId: row.zoneId } })),
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
