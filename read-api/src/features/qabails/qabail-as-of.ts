import { notFound, type Qabail } from '@seerat/contracts';
import type { QabailState } from '@seerat/domain';
import type { Knex } from '@seerat/platform';
import { createdAt, type FoldedStream } from '../audit/folded-stream';
import { cityPlace } from '../cities/city-query';

/**
 * A qabail as the city's qabail list answers it, as it stood at the end of the folded events: its
 * fields from its stream; its city's name and place as the cities read model holds them now. A
 * qabail deleted by then is absent then, as it is from the list: a 404 that says so.
 */
export async function qabailAsOf(knex: Knex, folded: FoldedStream<QabailState>): Promise<Qabail> {
  if (folded.state.deleted) throw notFound('Qabail was deleted by then');
  const fields = folded.state.fields!;
  const last = folded.events.at(-1)!;
  const place = await cityPlace(knex, fields.cityId);
  return {
    ...fields,
    id: folded.id,
    ...(place ?? { cityName: fields.cityName, zoneId: 0, cityPath: [] }),
    createdAt: createdAt(folded),
    updatedAt: last.metadata.occurredAt,
    version: Number(last.revision),
  };
}
