import type { SessionUser } from '@seerat/access';
import { whereInScope } from '@seerat/access';
import {
  can,
  LISTED_MASOOL_PROFILE_FIELDS,
  type ListedMasoolProfile,
  MASOOL_PROFILE_FIELDS,
  type MasoolProfile,
  type MasoolProfileListQuery,
  type Resource,
} from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { citiesTable, masoolProfilesTable, READ_SCHEMA, zonesTable } from '@seerat/projector/tables';
import type { SortKey } from '../../http/keyset-page';
import { whereSearched } from '../../http/text-search';
import { CITY, CITY_SCOPE_COLUMNS } from '../cities/city-query';

const PROFILE = masoolProfilesTable.as('p');
const ZONE = zonesTable.as('z');

/** Fields read as their column; the calendar date is read apart. */
const PLAIN_FIELDS = MASOOL_PROFILE_FIELDS.filter((field) => field !== 'dateOfBirth');
const WHOLE_COLUMNS = [...PLAIN_FIELDS, 'id', 'userId', 'createdAt', 'updatedAt', 'version'] as const;
/** A listed profile's own columns; its zone's and city's names and its city path are joined. */
const LISTED_COLUMNS = LISTED_MASOOL_PROFILE_FIELDS.filter(
  (field) => field !== 'zoneName' && field !== 'cityName' && field !== 'cityPath',
);

/**
 * Masool profiles (`p`) as the API answers them, in one query: every field (`whole`) or a listed
 * profile's (`listed`), the names of the zone and city, and where the profile serves for the scope
 * filter (a city profile's zone and path are its city's, read now, so it follows the city).
 * Callers add the scope, filters and order.
 */
export function selectMasoolProfiles(knex: Knex, shape: 'whole' | 'listed' = 'whole'): Knex.QueryBuilder {
  const scopeZone = `coalesce(${CITY.col('zoneId')}, ${PROFILE.col('zoneId')})`;
  const profiles = knex
    .withSchema(READ_SCHEMA)
    .from(PROFILE.from)
    .leftJoin(CITY.from, CITY.col('id'), PROFILE.col('cityId'))
    .leftJoin(ZONE.from, (join) => join.on(ZONE.col('id'), '=', knex.raw(scopeZone)))
    .select(PROFILE.select(...(shape === 'whole' ? WHOLE_COLUMNS : LISTED_COLUMNS)), {
      cityName: CITY.col('name'),
      zoneName: ZONE.col('name'),
    })
    .select(
      knex.raw(`${scopeZone} AS "scopeZoneId"`),
      knex.raw(`coalesce(${CITY.col('path')}, '{}'::integer[]) AS "cityPath"`),
    );
  if (shape === 'whole') {
    profiles.select(knex.raw(`to_char(${PROFILE.col('dateOfBirth')}, 'YYYY-MM-DD') AS "dateOfBirth"`));
  }
  return knex.from(profiles.as('p')).select('p.*');
}

/** Only the profiles the user may read: in their masool-read scope, and their own. */
export function inReadScope(query: Knex.QueryBuilder, user: SessionUser): Knex.QueryBuilder {
  if (can(user, 'masool_read')) return query;
  return query.where((where) => {
    whereInScope(where, user, 'masool_read', { zoneId: 'p.scopeZoneId', path: 'p.cityPath' });
    where.orWhere('p.userId', user.id);
  });
}

/** By name, then id, so equal names keep one order (the columns of `selectMasoolProfiles`). */
export const BY_NAME_KEYS: SortKey[] = [
  { sql: 'p.name', kind: 'text' },
  { sql: 'p.id', kind: 'int' },
];

/**
 * The filters of the list (`masoolProfileListQuerySchema`) on `selectMasoolProfiles`, for `user`
 * (the cities `matchingCities` names count only where they may read them).
 */
export function whereListed(
  knex: Knex,
  query: Knex.QueryBuilder,
  user: SessionUser,
  filters: Omit<MasoolProfileListQuery, 'limit' | 'cursor'>,
): Knex.QueryBuilder {
  const { ids, userIds, zoneId, profileType, matchingCities, search } = filters;
  if (ids) query.whereIn('p.id', ids);
  if (userIds) query.whereIn('p.userId', userIds);
  if (zoneId !== undefined) query.where('p.scopeZoneId', zoneId);
  if (profileType) query.where('p.profileType', profileType);
  if (matchingCities) {
    const named = whereInScope(
      knex
        .withSchema(READ_SCHEMA)
        .from(CITY.from)
        .whereIn(CITY.col('id'), matchingCities)
        .select(CITY.col('masoolName'), CITY.col('masoolNumber')),
      user,
      'cities_read',
      CITY_SCOPE_COLUMNS,
    );
    query.where((where) => whereMatchesCityMasool(where, matchingCities, named));
  }
  return whereSearched(query, ['p.name', 'p.contact'], search);
}

/**
 * The profiles the city page may name as one of these cities' masool (the screens choose among
 * them, `cityMasoolProfile`): the city's own, and city profiles of the masool's recorded name
 * (trimmed, any case) or number (its digits) of the `named` cities (their `masool_name` and
 * `masool_number`): a superset of what the screens pick, never less. A city the caller may not
 * read names nobody: its masool's name is not theirs to learn by matching.
 */
function whereMatchesCityMasool(where: Knex.QueryBuilder, cityIds: number[], named: Knex.QueryBuilder): void {
  const city = citiesTable.column;
  const trimmedLower = (sql: string) => `lower(regexp_replace(${sql}, '^\\s+|\\s+$', '', 'g'))`;
  const digits = (sql: string) => `regexp_replace(${sql}, '\\D', '', 'g')`;
  where.whereIn('p.cityId', cityIds).orWhere((byMasool) =>
    byMasool.where('p.profileType', 'city').whereExists((exists) =>
      exists.from(named.as('m')).whereRaw(
        `${trimmedLower('p.name')} = ${trimmedLower(`m.${city.masoolName}`)}
          OR (${digits(`m.${city.masoolNumber}`)} <> '' AND ${digits('p.contact')} = ${digits(`m.${city.masoolNumber}`)})`,
      ),
    ),
  );
}

export type MasoolProfileRow = Omit<MasoolProfile, 'createdAt' | 'updatedAt' | 'fullName' | 'phoneNumber'> & {
  scopeZoneId: number | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Where the profile serves, for the permission policy. */
export function profileResource(row: MasoolProfileRow): Resource {
  if (row.scopeZoneId === null) return { kind: 'organisation' };
  return row.profileType === 'city'
    ? { kind: 'city', zoneId: row.scopeZoneId, cityPath: row.cityPath }
    : { kind: 'zone', zoneId: row.scopeZoneId };
}

/** A row of `selectMasoolProfiles(knex, 'listed')`. */
export type ListedMasoolProfileRow = ListedMasoolProfile & { scopeZoneId: number | null };

export function toListedMasoolProfile(row: ListedMasoolProfileRow): ListedMasoolProfile {
  const { scopeZoneId: _scope, ...listed } = row;
  return listed;
}

export function toMasoolProfile(row: MasoolProfileRow): MasoolProfile {
  const { scopeZoneId: _scope, ...profile } = row;
  return {
    ...profile,
    fullName: row.name,
    phoneNumber: row.contact,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The profile a path names: the user's profile, else the profile with that id. */
export async function findMasoolProfile(
  knex: Knex,
  idOrUserId: number,
): Promise<MasoolProfileRow | undefined> {
  const byUser: MasoolProfileRow | undefined = await selectMasoolProfiles(knex)
    .where('p.userId', idOrUserId)
    .first();
  return byUser ?? (await selectMasoolProfiles(knex).where('p.id', idOrUserId).first());
}
