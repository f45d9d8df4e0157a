import { findCityPlace } from '@seerat/access';
import { CITY_FIELDS, CITY_LIST_ITEM_FIELDS, type City, type CityFields } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { citiesTable, READ_SCHEMA, zonesTable } from '@seerat/projector/tables';
import type { SortKey } from '../../http/keyset-page';
import { isInDangerZone } from '../danger-zone/danger-zone-query';
import { lastReportOfCity } from '../karguzari/karguzari-query';
import { lastMeetingOfCity } from '../meetings/meeting-query';

/** The city a query selects (`c`), its zone (`z`) and its parent city (`p`); `s` for its sub-cities. */
export const CITY = citiesTable.as('c');
const ZONE = zonesTable.as('z');
const PARENT = citiesTable.as('p');
const SUB_CITY = citiesTable.as('s');

/** A time as the API writes times: ISO 8601 in UTC with milliseconds, as `Date#toISOString`. */
const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every value of a `City` as the API answers it, by its name in the contract: the fields, the
 * zone's and the parent's names, how many sub-cities name it as parent, `cityPath` for the policy.
 * Typed by the contract, so a new `City` value cannot be forgotten here.
 */
const DERIVED: Record<Exclude<keyof City, keyof CityFields>, string> = {
  id: CITY.col('id'),
  cityPath: CITY.col('path'),
  zoneName: `coalesce(${ZONE.col('name')}, '')`,
  parentCityName: PARENT.col('name'),
  subCityCount: `(SELECT count(*) FROM ${SUB_CITY.sql} WHERE ${SUB_CITY.col('parentCityId')} = ${CITY.col('id')})::int`,
  createdAt: isoTime(CITY.col('createdAt')),
  updatedAt: isoTime(CITY.col('updatedAt')),
  version: CITY.col('version'),
  lastMeetingDate: lastMeetingOfCity('c'),
  lastKarguzariDate: lastReportOfCity('c'),
  inDangerZone: isInDangerZone('c'),
};

/** One value of a `City` as the select list writes it: its SQL, named as in the contract. */
function cityColumn(field: keyof City): string {
  if (field === 'shabetazkiaLastDate') return `to_char(${CITY.col(field)}, 'YYYY-MM-DD') AS "${field}"`;
  const value =
    field in DERIVED ? DERIVED[field as keyof typeof DERIVED] : CITY.col(field as keyof CityFields);
  return `${value} AS "${field}"`;
}

/** The select lists, written once, so no request pays for building fifty columns. */
const CITY_JSON_COLUMNS = [...CITY_FIELDS, ...(Object.keys(DERIVED) as (keyof City)[])]
  .map(cityColumn)
  .join(', ');
const CITY_LIST_ITEM_COLUMNS = CITY_LIST_ITEM_FIELDS.map(cityColumn).join(', ');

/**
 * Cities (`c`), each as the API's JSON values (see `citiesAsJson`). Callers add the scope (on
 * `c.zone_id` and `c.path`) and filters.
 */
export function selectCities(knex: Knex): Knex.QueryBuilder {
  // `withSchema` also qualifies the joined tables.
  return knex
    .withSchema(READ_SCHEMA)
    .from(CITY.from)
    .leftJoin(ZONE.from, ZONE.col('id'), CITY.col('zoneId'))
    .leftJoin(PARENT.from, PARENT.col('id'), CITY.col('parentCityId'))
    .select(knex.raw(CITY_JSON_COLUMNS));
}

/**
 * Cities (`c`) as a list sends them (`CityListItem`): no join and none of the per-city subqueries
 * of the whole record. Callers add the scope and filters, as for `selectCities`.
 */
export function selectCityListItems(knex: Knex): Knex.QueryBuilder {
  return knex.withSchema(READ_SCHEMA).from(CITY.from).select(knex.raw(CITY_LIST_ITEM_COLUMNS));
}

/** The same cities' scope columns, for `whereInScope`. */
export const CITY_SCOPE_COLUMNS = { zoneId: CITY.col('zoneId'), path: CITY.col('path') };

/** The orders the lists use, over the JSON names. */
export const BY_NAME = 't.name, t.id';
/** The cities by name, as the pickers offer them; the id orders what the database would call equal. */
export const CITY_NAME_KEYS: SortKey[] = [
  { sql: CITY.col('name'), kind: 'text' },
  { sql: CITY.col('id'), kind: 'int' },
];
/**
 * Cities as the zone page and the dashboard's City Performance rank them (spec section 9): most
 * active circles, then most majlis members; a zone's along the index `cities_zone_ranking`.
 */
export const CITY_RANKING_KEYS: SortKey[] = [
  { sql: CITY.col('activeCircles'), kind: 'int', descending: true },
  { sql: CITY.col('majlisMembers'), kind: 'int', descending: true },
  { sql: CITY.col('id'), kind: 'int' },
];

/**
 * The cities a query selects as the JSON text of a `City[]`, built by PostgreSQL: a zone lists
 * dozens of cities of fifty fields, and turning rows into objects and back into JSON in Node cost
 * more than the query.
 */
export async function citiesAsJson(knex: Knex, cities: Knex.QueryBuilder, order: string): Promise<string> {
  const { rows } = await knex.raw<{ rows: { body: string }[] }>(
    `SELECT coalesce(json_agg(t ORDER BY ${order}), '[]')::text AS body FROM (?) AS t`,
    [cities],
  );
  return rows[0]!.body;
}

/** One city as the JSON text of a `City`, with where it sits for the policy; `undefined` if absent. */
export async function cityAsJson(
  knex: Knex,
  cityId: number,
): Promise<{ zoneId: number; path: number[]; body: string } | undefined> {
  const { rows } = await knex.raw<{ rows: { zoneId: number; cityPath: number[]; body: string }[] }>(
    `SELECT t."zoneId", t."cityPath", row_to_json(t)::text AS body FROM (?) AS t`,
    [selectCities(knex).where(CITY.col('id'), cityId)],
  );
  const row = rows[0];
  return row && { zoneId: row.zoneId, path: row.cityPath, body: row.body };
}

/** Where a city sits now, by name: what an event, meeting or report of the city answers of it. */
export interface CityPlaceNow {
  cityName: string;
  zoneId: number;
  zoneName: string;
  cityPath: number[];
}

/** The city's place as the read models hold it now; undefined for a city no longer there. */
export function cityPlaceNow(knex: Knex, cityId: number): Promise<CityPlaceNow | undefined> {
  return knex
    .withSchema(READ_SCHEMA)
    .from(CITY.from)
    .join(ZONE.from, ZONE.col('id'), CITY.col('zoneId'))
    .where(CITY.col('id'), cityId)
    .first({
      cityName: CITY.col('name'),
      zoneId: CITY.col('zoneId'),
      zoneName: ZONE.col('name'),
      cityPath: CITY.col('path'),
    });
}

/** A city's name and where it sits, as the records kept in it answer them. */
export interface CityPlace {
  cityName: string;
  zoneId: number;
  cityPath: number[];
}

/** The city's name and place as the cities read model holds them now; none for an unknown city. */
export async function cityPlace(knex: Knex, cityId: number): Promise<CityPlace | undefined> {
  const place = await findCityPlace(knex, cityId);
  return place ? { cityName: place.name, zoneId: place.zoneId, cityPath: place.cityPath } : undefined;
}
