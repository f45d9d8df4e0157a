import { CITY_FIELDS, type City, type CityFields } from '@seerat/contracts';
import { type Knex, READ_SCHEMA } from '@seerat/platform';

/** `majlisTaleemActive` → `majlis_taleem_active`: the projector names every city column so. */
function columnOf(field: keyof CityFields): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * Cities (`c`) as the API answers them, in one query: every field, the zone's and the parent's
 * names, how many sub-cities name each as parent, and `path` for the policy. Callers add the
 * scope (on `c.zone_id` and `c.path`), filters and order.
 */
export function selectCities(knex: Knex): Knex.QueryBuilder {
  const fields = CITY_FIELDS.filter((field) => field !== 'shabetazkiaLastDate').map((field) => ({
    [field]: `c.${columnOf(field)}`,
  }));
  // `withSchema` also qualifies the joined tables.
  return knex
    .withSchema(READ_SCHEMA)
    .from('cities as c')
    .leftJoin('zones as z', 'z.id', 'c.zone_id')
    .leftJoin('cities as p', 'p.id', 'c.parent_city_id')
    .select(...fields, {
      id: 'c.id',
      path: 'c.path',
      zoneName: 'z.name',
      parentCityName: 'p.name',
      createdAt: 'c.created_at',
      updatedAt: 'c.updated_at',
      version: 'c.version',
    })
    .select(
      // A date column comes back as a local-time Date; the contract carries the calendar day.
      knex.raw(`to_char(c.shabetazkia_last_date, 'YYYY-MM-DD') AS "shabetazkiaLastDate"`),
      knex.raw(`(SELECT count(*) FROM ??.cities AS s WHERE s.parent_city_id = c.id)::int AS "subCityCount"`, [
        READ_SCHEMA,
      ]),
    );
}

/** The same cities' scope columns, for `whereInScope`. */
export const CITY_SCOPE_COLUMNS = { zoneId: 'c.zone_id', path: 'c.path' };

export type CityRow = Omit<City, 'createdAt' | 'updatedAt' | 'cityPath'> & {
  path: number[];
  createdAt: Date;
  updatedAt: Date;
};

export function toCity(row: CityRow): City {
  const { path, ...city } = row;
  return {
    ...city,
    cityPath: path,
    zoneName: row.zoneName ?? '',
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
