import type { Meeting, MeetingFields } from '@seerat/contracts';
import type { MeetingState } from '@seerat/domain';
import type { Knex } from '@seerat/platform';
import { READ_SCHEMA, zonesTable } from '@seerat/projector/tables';
import { createdAt, type FoldedStream } from '../audit/folded-stream';
import { cityPlaceNow } from '../cities/city-query';

type Place = Pick<Meeting, 'cityName' | 'zoneId' | 'zoneName' | 'cityPath'>;

/**
 * A meeting as `GET /api/meetings/{id}` answers it, as it stood at the end of the folded events:
 * its fields and action items (by number) from its stream; its city's and zone's names, and a city
 * meeting's zone (which follows its city), as the read models hold them now.
 */
export async function meetingAsOf(knex: Knex, folded: FoldedStream<MeetingState>): Promise<Meeting> {
  const fields = folded.state.fields!;
  const last = folded.events.at(-1)!;
  return {
    ...fields,
    ...(await placeOf(knex, fields)),
    id: folded.id,
    actionItems: [...folded.state.actionItems].sort((a, b) => a.id - b.id),
    createdBy: folded.events[0]!.metadata.username,
    createdAt: new Date(createdAt(folded)).toISOString(),
    updatedAt: new Date(last.metadata.occurredAt).toISOString(),
    version: Number(last.revision),
  };
}

async function placeOf(knex: Knex, fields: MeetingFields): Promise<Place> {
  if (fields.cityId !== null) {
    const city = await cityPlaceNow(knex, fields.cityId);
    if (city) return city;
  }
  const { name, column } = zonesTable;
  const zone: { name: string } | undefined = await knex
    .withSchema(READ_SCHEMA)
    .from(name)
    .where(column.id, fields.zoneId)
    .first({ name: column.name });
  return { cityName: null, zoneId: fields.zoneId, zoneName: zone?.name ?? '', cityPath: [] };
}
