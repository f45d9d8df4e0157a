import { notFound, type TeamProfile } from '@seerat/contracts';
import type { TeamProfileState } from '@seerat/domain';
import type { Knex } from '@seerat/platform';
import { createdAt, type FoldedStream } from '../audit/folded-stream';
import { cityPlace } from '../cities/city-query';

/**
 * A team profile as `GET /api/team-profiles` lists it, as it stood at the end of the folded events:
 * its fields from its stream; its city's name and place as the cities read model holds them now. A
 * profile deleted by then is absent then, as it is from the list: a 404 that says so.
 */
export async function teamProfileAsOf(
  knex: Knex,
  folded: FoldedStream<TeamProfileState>,
): Promise<TeamProfile> {
  const { fields, deleted } = folded.state;
  if (deleted || !fields) throw notFound('Team profile was deleted by then');
  const last = folded.events.at(-1)!;
  const place = await cityPlace(knex, fields.cityId);
  return {
    ...fields,
    id: folded.id,
    ...(place ?? { cityName: '', zoneId: 0, cityPath: [] }),
    createdAt: createdAt(folded),
    updatedAt: last.metadata.occurredAt,
    version: Number(last.revision),
  };
}
