import type { GatheringActivity } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { zonesTable } from '@seerat/projector/tables';
import { CITY } from '../cities/city-query';
import { fromGatherings, GATHERING } from './gathering-query';

const DAY_MS = 86_400_000;
/** When an event (`g`) starts: it took place once that has passed and it was approved. */
const starts = GATHERING.col('startDateTime');

/**
 * The events metrics of a city or a zone: how many events took place in the last 3 months and
 * when the last one did, with the days since. An event "took place" when it was approved and its
 * start has passed (in progress or completed); drafts, pending, rejected and cancelled events, and
 * approved ones still ahead, do not count. Computed at the time of the read from the approved
 * events' index, since "the last 3 months" moves with the clock.
 */
export async function gatheringActivity(
  knex: Knex,
  place: { cityId: number } | { zoneId: number },
): Promise<GatheringActivity> {
  const query = fromGatherings(knex)
    .where(GATHERING.col('status'), 'approved')
    .whereRaw(`${starts} <= now()`)
    .select(
      knex.raw(
        `count(*) FILTER (WHERE ${starts} >= now() - interval '3 months')::int AS "eventsLast3Months"`,
      ),
      knex.raw(`max(${starts}) AS "lastEventAt"`),
      knex.raw('now() AS "now"'),
    );
  if ('cityId' in place) query.where(GATHERING.col('cityId'), place.cityId);
  else query.where(CITY.col('zoneId'), place.zoneId);
  const row: { eventsLast3Months: number; lastEventAt: Date | null; now: Date } = await query.first();
  const last = row.lastEventAt === null ? null : new Date(row.lastEventAt);
  return {
    eventsLast3Months: row.eventsLast3Months,
    lastEventDate: last?.toISOString() ?? null,
    daysSinceLastEvent:
      last === null ? null : Math.floor((new Date(row.now).getTime() - last.getTime()) / DAY_MS),
  };
}

/** The zone's last event date (`YYYY-MM-DD`), as a subquery of the zones list (the table unaliased). */
export const ZONE_LAST_EVENT_DATE = `(SELECT to_char(max(${starts}) AT TIME ZONE 'UTC', 'YYYY-MM-DD')
  FROM ${GATHERING.sql} JOIN ${CITY.sql} ON ${CITY.col('id')} = ${GATHERING.col('cityId')}
  WHERE ${CITY.col('zoneId')} = ${zonesTable.name}.id AND ${GATHERING.col('status')} = 'approved' AND ${starts} <= now())`;
