import type { City, CityFields } from '@seerat/contracts';
import type { CityState } from '@seerat/domain';
import type { Knex } from '@seerat/platform';
import { citiesTable, zonesTable } from '@seerat/projector/tables';
import { createdAt, type FoldedStream, lastOf } from '../audit/folded-stream';
import { isInDangerZone } from '../danger-zone/danger-zone-query';
import { lastReportOfCity } from '../karguzari/karguzari-query';
import { lastMeetingOfCity } from '../meetings/meeting-query';

/** What other entities contribute to a city's answer, for the zone and parent it named then. */
type Neighbours = Pick<
  City,
  'zoneName' | 'parentCityName' | 'subCityCount' | 'lastMeetingDate' | 'lastKarguzariDate' | 'inDangerZone'
> & {
  parentPath: number[] | null;
};

/**
 * A city as `GET /api/cities/{id}` answers it, as it stood at the end of the folded events: its
 * fields from its stream; the names of its zone and parent, its sub-cities, its last meeting and
 * report and whether it is in the danger zone, as the read models hold them now (other entities'
 * streams, not this one's).
 */
export async function cityAsOf(knex: Knex, folded: FoldedStream<CityState>): Promise<City> {
  const fields = folded.state.fields!;
  const { parentPath, ...neighbours } = await cityNeighbours(knex, folded.id, fields);
  const stamped = lastOf(folded, ['CityCreated', 'CityUpdated']);
  return {
    ...fields,
    id: folded.id,
    ...neighbours,
    cityPath: [folded.id, ...(parentPath ?? [])],
    createdAt: createdAt(folded),
    updatedAt: stamped.metadata.occurredAt,
    version: Number(folded.events.at(-1)!.revision),
  };
}

/** The zone the city named (`z`), its parent (`p`) and the cities naming it as parent (`s`), as they are now. */
const ZONE = zonesTable.as('z');
const PARENT = citiesTable.as('p');
const SUB_CITY = citiesTable.as('s');

async function cityNeighbours(knex: Knex, cityId: number, fields: CityFields): Promise<Neighbours> {
  const { rows } = await knex.raw<{ rows: Neighbours[] }>(
    `SELECT coalesce((SELECT ${ZONE.col('name')} FROM ${ZONE.sql} WHERE ${ZONE.col('id')} = :zoneId), '') AS "zoneName",
            ${PARENT.col('name')} AS "parentCityName", ${PARENT.col('path')} AS "parentPath",
            (SELECT count(*) FROM ${SUB_CITY.sql} WHERE ${SUB_CITY.col('parentCityId')} = c.id)::int AS "subCityCount",
            ${lastMeetingOfCity('c')} AS "lastMeetingDate", ${lastReportOfCity('c')} AS "lastKarguzariDate",
            ${isInDangerZone('c')} AS "inDangerZone"
       FROM (SELECT :cityId::int AS id) c
       LEFT JOIN ${PARENT.sql} ON ${PARENT.col('id')} = :parentId::int`,
    { cityId, zoneId: fields.zoneId, parentId: fields.parentCityId },
  );
  return rows[0]!;
}
