import { MASOOL_PROFILE_NOT_FOUND, type MasoolProfile, notFound } from '@seerat/contracts';
import type { MasoolProfileState } from '@seerat/domain';
import type { Knex } from '@seerat/platform';
import { citiesTable, zonesTable } from '@seerat/projector/tables';
import { createdAt, type FoldedStream } from '../audit/folded-stream';

type Place = Pick<MasoolProfile, 'cityName' | 'zoneName' | 'cityPath'>;

/**
 * A masool profile as `GET /api/masool-profiles/{id}` answers it, as it stood at the end of the
 * folded events: its fields from its stream; the names of its city and zone, and the city's place,
 * as the read models hold them now (a city profile follows its city, as it does in the present
 * read). A profile deleted by then is absent then: a 404 that says so.
 */
export async function masoolProfileAsOf(
  knex: Knex,
  folded: FoldedStream<MasoolProfileState>,
): Promise<MasoolProfile> {
  const { fields, userId, deleted } = folded.state;
  if (deleted) throw notFound('Masool profile was deleted by then');
  if (!fields) throw notFound(MASOOL_PROFILE_NOT_FOUND);
  const last = folded.events.at(-1)!;
  return {
    ...fields,
    id: folded.id,
    userId,
    fullName: fields.name,
    phoneNumber: fields.contact,
    ...(await profilePlace(knex, fields.cityId, fields.zoneId)),
    createdAt: createdAt(folded),
    updatedAt: last.metadata.occurredAt,
    version: Number(last.revision),
  };
}

const CITY = citiesTable.as('c');
const ZONE = zonesTable.as('z');

/** As `selectMasoolProfiles` joins them: the city, then the zone of the city or of the profile. */
async function profilePlace(knex: Knex, cityId: number | null, zoneId: number | null): Promise<Place> {
  const { rows } = await knex.raw<{ rows: Place[] }>(
    `SELECT ${CITY.col('name')} AS "cityName", ${ZONE.col('name')} AS "zoneName",
            coalesce(${CITY.col('path')}, '{}'::integer[]) AS "cityPath"
       FROM (SELECT 1) one
       LEFT JOIN ${CITY.sql} ON ${CITY.col('id')} = :cityId::int
       LEFT JOIN ${ZONE.sql} ON ${ZONE.col('id')} = coalesce(${CITY.col('zoneId')}, :zoneId::int)`,
    { cityId, zoneId },
  );
  return rows[0]!;
}
