import type { Zone } from '@seerat/contracts';
import type { ZoneState } from '@seerat/domain';
import type { Knex } from '@seerat/platform';
import { zonesTable } from '@seerat/projector/tables';
import { createdAt, type FoldedStream } from '../audit/folded-stream';
import { ZONE_LAST_EVENT_DATE } from '../gatherings/gathering-activity';
import { lastMeetingOfZone } from '../meetings/meeting-query';

type Neighbours = Pick<Zone, 'totalCities' | 'lastEventDate' | 'lastMeetingDate'>;

/**
 * A zone as `GET /api/zones/{id}` answers it, as it stood at the end of the folded events: its
 * fields from its stream; its city count and its last event and meeting, which its cities' and
 * meetings' streams make, as the read models hold them now.
 */
export async function zoneAsOf(knex: Knex, folded: FoldedStream<ZoneState>): Promise<Zone> {
  const last = folded.events.at(-1)!;
  return {
    ...folded.state.fields!,
    id: folded.id,
    ...(await zoneNeighbours(knex, folded.id)),
    createdAt: createdAt(folded),
    updatedAt: last.metadata.occurredAt,
    version: Number(last.revision),
  };
}

/** The zone as the zones read model holds it now (`t`), for its count of cities. */
const NOW = zonesTable.as('t');

async function zoneNeighbours(knex: Knex, zoneId: number): Promise<Neighbours> {
  // The shared fragments read the zone under the zones table's own name, as the zones list has it.
  const { rows } = await knex.raw<{ rows: Neighbours[] }>(
    `SELECT coalesce((SELECT ${NOW.col('totalCities')} FROM ${NOW.sql} WHERE ${NOW.col('id')} = ${zonesTable.name}.id), 0) AS "totalCities",
            ${ZONE_LAST_EVENT_DATE} AS "lastEventDate", ${lastMeetingOfZone(zonesTable.name)} AS "lastMeetingDate"
       FROM (SELECT :zoneId::int AS id) ${zonesTable.name}`,
    { zoneId },
  );
  return rows[0]!;
}
