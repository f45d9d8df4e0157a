import { notFound, type Resource } from '@seerat/contracts';
import { citiesTable, READ_SCHEMA, zonesTable } from '@seerat/projector/tables';
import type { Knex } from 'knex';

/** A city as the permission policy places it, with its name (what a qabail shows as its city). */
export type CityPlace = Resource & { kind: 'city'; cityId: number; name: string };
export type ZonePlace = Resource & { kind: 'zone' };

/**
 * Where a city sits, for the permission policy: read from the cities read model, whose `path`
 * holds the city's id followed by its ancestors' (nearest first). Both APIs decide scope with it.
 */
export async function findCityPlace(knex: Knex, cityId: number): Promise<CityPlace | null> {
  const { column } = citiesTable;
  const row = await knex
    .withSchema(READ_SCHEMA)
    .from(citiesTable.name)
    .select({ zoneId: column.zoneId, path: column.path, name: column.name })
    .where(column.id, cityId)
    .first();
  return row ? { kind: 'city', cityId, zoneId: row.zoneId, cityPath: row.path, name: row.name } : null;
}

export async function findZonePlace(knex: Knex, zoneId: number): Promise<ZonePlace | null> {
  const row = await knex
    .withSchema(READ_SCHEMA)
    .from(zonesTable.name)
    .select(zonesTable.column.id)
    .where(zonesTable.column.id, zoneId)
    .first();
  return row ? { kind: 'zone', zoneId } : null;
}

export const CITY_NOT_FOUND = 'City not found';
export const ZONE_NOT_FOUND = 'Zone not found';

/** `findCityPlace`, where a missing city is a 404. */
export async function cityPlace(knex: Knex, cityId: number): Promise<CityPlace> {
  const place = await findCityPlace(knex, cityId);
  if (!place) throw notFound(CITY_NOT_FOUND);
  return place;
}

/** `findZonePlace`, where a missing zone is a 404. */
export async function zonePlace(knex: Knex, zoneId: number): Promise<ZonePlace> {
  const place = await findZonePlace(knex, zoneId);
  if (!place) throw notFound(ZONE_NOT_FOUND);
  return place;
}
