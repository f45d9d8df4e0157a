import type { Resource } from '@seerat/contracts';
import { type Knex, notFound, READ_SCHEMA } from '@seerat/platform';

/** The city a qabail is attached to: where it sits (for the policy) and what it is called. */
export interface QabailCity {
  cityId: number;
  name: string;
  resource: Resource & { kind: 'city' };
}

/**
 * Looks the city up in the cities read model; a city that is not there is a 404. A command waits
 * for its session's earlier writes first, so a city the same user has just added is found.
 */
export async function findQabailCity(knex: Knex, cityId: number): Promise<QabailCity> {
  const row = await knex
    .withSchema(READ_SCHEMA)
    .from('cities')
    .select('name', 'zone_id', 'path')
    .where('id', cityId)
    .first();
  if (!row) throw notFound('City not found');
  return { cityId, name: row.name, resource: { kind: 'city', zoneId: row.zone_id, cityPath: row.path } };
}
