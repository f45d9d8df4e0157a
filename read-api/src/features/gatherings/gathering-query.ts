import {
  achievementPercentage,
  type Gathering,
  type GatheringFilters,
  type GatheringListItem,
  type GatheringTab,
  type GatheringTabCounts,
} from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { citiesTable, gatheringsTable, READ_SCHEMA, zonesTable } from '@seerat/projector/tables';
import { shortenedSql } from '../../http/shortened-sql';
import { whereSearched } from '../../http/text-search';

/** The event a query selects (`g`), its city (`c`) and the city's zone (`z`). */
export const GATHERING = gatheringsTable.as('g');
const CITY = citiesTable.as('c');
const ZONE = zonesTable.as('z');

const { column } = gatheringsTable;
const TIMESTAMPS = [
  'startDateTime',
  'endDateTime',
  'submittedAt',
  'approvedAt',
  'createdAt',
  'updatedAt',
] as const;
const PLAIN = (Object.keys(column) as (keyof typeof column)[]).filter(
  (field) => field !== 'status' && !(TIMESTAMPS as readonly string[]).includes(field),
);

/**
 * The status shown, in SQL: an approved event is in_progress once its start has passed and
 * completed once its end has passed (at the time of the read); every other status as recorded.
 */
const STATUS = GATHERING.col('status');
const STARTS = GATHERING.col('startDateTime');
const ENDS = GATHERING.col('endDateTime');
export const EFFECTIVE_STATUS = `CASE
  WHEN ${STATUS} = 'approved' AND ${ENDS} <= now() THEN 'completed'
  WHEN ${STATUS} = 'approved' AND ${STARTS} <= now() THEN 'in_progress'
  ELSE ${STATUS} END`;

/**
 * Which events each tab holds. Approved holds approved events that have not ended (upcoming or in
 * progress); Completed those that have ended; All every event, cancelled ones too.
 */
export const TAB_CONDITION: Record<GatheringTab, string> = {
  all: 'true',
  pending: `${STATUS} = 'pending_approval'`,
  approved: `${STATUS} = 'approved' AND ${ENDS} > now()`,
  rejected: `${STATUS} = 'rejected'`,
  completed: `${STATUS} = 'approved' AND ${ENDS} <= now()`,
  drafts: `${STATUS} = 'draft'`,
};

/** Events (`g`) with their city (`c`) and zone (`z`): every field, names, the derived status. */
export function selectGatherings(knex: Knex): Knex.QueryBuilder {
  return fromGatherings(knex)
    .join(ZONE.from, ZONE.col('id'), CITY.col('zoneId'))
    .select(GATHERING.select(...PLAIN), {
      cityName: CITY.col('name'),
      zoneName: ZONE.col('name'),
      zoneId: CITY.col('zoneId'),
      cityPath: CITY.col('path'),
    })
    .select(GATHERING.select(...TIMESTAMPS))
    .select(knex.raw(`${EFFECTIVE_STATUS} AS status`));
}

/** Events (`g`) with their city (`c`) as Event Management's cards show them (`GatheringListItem`). */
export function selectGatheringListItems(knex: Knex): Knex.QueryBuilder {
  return fromGatherings(knex)
    .select(
      GATHERING.select(
        'id',
        'title',
        'eventType',
        'approvalStatus',
        'location',
        'cityId',
        'murabbiCount',
        'khudaamCount',
        'teacherCount',
        'majlisSeeratMemberCount',
        'expectedParticipants',
        ...LIST_ITEM_TIMESTAMPS,
      ),
      {
        organizerName: GATHERING.col('organizer'),
        cityName: CITY.col('name'),
        zoneId: CITY.col('zoneId'),
        cityPath: CITY.col('path'),
      },
    )
    .select(
      knex.raw(`${EFFECTIVE_STATUS} AS status`),
      knex.raw(`${shortenedSql(GATHERING.col('purpose'))} AS purpose`),
      knex.raw(`${shortenedSql(GATHERING.col('approvalComments'))} AS "approvalComments"`),
    );
}

const LIST_ITEM_TIMESTAMPS = ['startDateTime', 'endDateTime', 'submittedAt'] as const;
export type GatheringListItemRow = Omit<GatheringListItem, (typeof LIST_ITEM_TIMESTAMPS)[number]> &
  Record<(typeof LIST_ITEM_TIMESTAMPS)[number], Date | null>;

export function toGatheringListItem(row: GatheringListItemRow): GatheringListItem {
  return {
    ...row,
    startDateTime: row.startDateTime!.toISOString(),
    endDateTime: row.endDateTime!.toISOString(),
    submittedAt: row.submittedAt === null ? null : row.submittedAt.toISOString(),
  };
}

/** Events joined to their city, for the scope filter (`c.zone_id`, `c.path`). */
export function fromGatherings(knex: Knex): Knex.QueryBuilder {
  return knex
    .withSchema(READ_SCHEMA)
    .from(GATHERING.from)
    .join(CITY.from, CITY.col('id'), GATHERING.col('cityId'));
}

export const GATHERING_SCOPE_COLUMNS = { zoneId: CITY.col('zoneId'), path: CITY.col('path') };

/** The list's filters (not the tab or status: the counts are taken over the same filters). */
export function whereListed(query: Knex.QueryBuilder, filters: GatheringFilters): Knex.QueryBuilder {
  if (filters.cityId !== undefined) query.where(GATHERING.col('cityId'), filters.cityId);
  if (filters.zoneId !== undefined) query.where(CITY.col('zoneId'), filters.zoneId);
  if (filters.last3Months) query.whereRaw(`${STARTS} >= now() - interval '3 months'`);
  const searched = (['title', 'purpose', 'location', 'organizer'] as const).map(GATHERING.col);
  whereSearched(query, [...searched, CITY.col('name')], filters.search);
  return query;
}

/** One count per tab, in one query over the already filtered events. */
export async function tabCounts(knex: Knex, filtered: Knex.QueryBuilder): Promise<GatheringTabCounts> {
  const counts = Object.entries(TAB_CONDITION).map(([tab, condition]) =>
    knex.raw(`count(*) FILTER (WHERE ${condition})::int AS ??`, [tab]),
  );
  return (await filtered.clearSelect().select(counts).first()) as GatheringTabCounts;
}

type TimestampField = (typeof TIMESTAMPS)[number];
export type GatheringRow = Omit<
  Gathering,
  TimestampField | 'achievementPercentage' | 'organizerName' | 'eventDate' | 'description'
> &
  Record<TimestampField, Date | null>;

export function toGathering(row: GatheringRow): Gathering {
  const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());
  const startDateTime = iso(row.startDateTime)!;
  return {
    ...row,
    startDateTime,
    endDateTime: iso(row.endDateTime)!,
    submittedAt: iso(row.submittedAt),
    approvedAt: iso(row.approvedAt),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    organizerName: row.organizer,
    achievementPercentage: achievementPercentage(row.actualParticipants, row.expectedParticipants),
    eventDate: startDateTime,
    description: row.purpose,
  };
}
