import type { Resource } from '@seerat/contracts';
import type { Knex } from 'knex';
import { notFound } from '../http/http-error';
import { READ_SCHEMA } from './session-user';

/**
 * Where a city or zone sits, for the permission policy: read from the cities read model, whose
 * `path` holds the city's id followed by its ancestors' (nearest first). Both APIs decide scope
 * with it; a command waits for the caller's own earlier writes before it reads here.
 */
export async function findCityResource(knex: Knex, cityId: number): Promise<Resource & { kind: 'city' }> {
  const row = await knex
    .withSchema(READ_SCHEMA)
    .from('cities')
    .select('zone_id', 'path')
    .where('id', cityId)
    .first();
  if (!row) throw notFound('City not found');
  return { kind: 'city', zoneId: row.zone_id, cityPath: row.path };
}

export async function findZoneResource(knex: Knex, zoneId: number): Promise<Resource & { kind: 'zone' }> {
  const row = await knex.withSchema(READ_SCHEMA).from('zones').select('id').where('id', zoneId).first();
  if (!row) throw notFound('Zone not found');
  return { kind: 'zone', zoneId };
}
