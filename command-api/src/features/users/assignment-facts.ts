import type { Permission } from '@seerat/contracts';
import { type Knex, READ_SCHEMA } from '@seerat/platform';

/**
 * What the rules of a user's roles and assignment are checked against, read from the read
 * models (a command waits for its session's own earlier writes, so a role or city the same
 * administrator just created is there): the custom roles, and the zones and cities named.
 */
export interface AssignmentFacts {
  /** Every custom role that exists, by its name in lower case. */
  customRoles: Map<string, { name: string; isActive: boolean; permissions: Permission[] }>;
  zones: Set<number>;
  /** Where each city sits: the grant check needs the city's path. */
  cities: Map<number, { zoneId: number; path: number[] }>;
}

/** The facts for one request: every custom role, and the zone and city ids it names. */
export async function loadAssignmentFacts(
  knex: Knex,
  named: { zoneIds: (number | null | undefined)[]; cityIds: (number | null | undefined)[] },
): Promise<AssignmentFacts> {
  const zoneIds = named.zoneIds.filter((id): id is number => typeof id === 'number');
  const cityIds = named.cityIds.filter((id): id is number => typeof id === 'number');
  const [customRoles, zones, cities] = await Promise.all([
    loadCustomRoles(knex),
    zoneIds.length === 0
      ? []
      : knex.withSchema(READ_SCHEMA).from('zones').whereIn('id', zoneIds).select<{ id: number }[]>('id'),
    cityIds.length === 0
      ? []
      : knex
          .withSchema(READ_SCHEMA)
          .from('cities')
          .whereIn('id', cityIds)
          .select<CityRow[]>('id', 'zone_id', 'path'),
  ]);
  return { customRoles, zones: new Set(zones.map((zone) => zone.id)), cities: citiesById(cities) };
}

export interface CityRow {
  id: number;
  zone_id: number;
  path: number[];
}

export function citiesById(rows: CityRow[]): AssignmentFacts['cities'] {
  return new Map(rows.map((row) => [row.id, { zoneId: row.zone_id, path: row.path }]));
}

export async function loadCustomRoles(knex: Knex): Promise<AssignmentFacts['customRoles']> {
  const rows: { name: string; is_active: boolean; permissions: Permission[] }[] = await knex
    .withSchema(READ_SCHEMA)
    .from('custom_roles')
    .select('name', 'is_active', 'permissions');
  return new Map(
    rows.map((row) => [
      row.name.toLowerCase(),
      { name: row.name, isActive: row.is_active, permissions: row.permissions },
    ]),
  );
}
