import {
  achievementPercentage,
  type Gathering,
  type GatheringFilters,
  type GatheringTab,
  type GatheringTabCounts,
} from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { gatheringsTable, READ_SCHEMA } from '@seerat/projector/tables';
import { whereSearched } from '../../http/text-search';

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
export const EFFECTIVE_STATUS = `CASE
  WHEN g.status = 'approved' AND g.end_date_time <= now() THEN 'completed'
  WHEN g.status = 'approved' AND g.start_date_time <= now() THEN 'in_progress'
  ELSE g.status END`;

/**
 * Which events each tab holds. Approved holds approved events that have not ended (upcoming or in
 * progress); Completed those that have ended; All every event, cancelled ones too.
 */
export const TAB_CONDITION: Record<GatheringTab, string> = {
  all: 'true',
  pending: `g.status = 'pending_approval'`,
  approved: `g.status = 'approved' AND g.end_date_time > now()`,
  rejected: `g.status = 'rejected'`,
  completed: `g.status = 'approved' AND g.end_date_time <= now()`,
  drafts: `g.status = 'draft'`,
};

/** Events (`g`) with their city (`c`) and zone (`z`): every field, names, the derived status. */
export function selectGatherings(knex: Knex): Knex.QueryBuilder {
  return fromGatherings(knex)
    .join('zones as z', 'z.id', 'c.zone_id')
    .select(...PLAIN.map((field) => ({ [field]: `g.${column[field]}` })), {
      cityName: 'c.name',
      zoneName: 'z.name',
      zoneId: 'c.zone_id',
      cityPath: 'c.path',
    })
    .select(...TIMESTAMPS.map((field) => ({ [field]: `g.${column[field]}` })))
    .select(knex.raw(`${EFFECTIVE_STATUS} AS status`));
}

/** Events joined to their city, for the scope filter (`c.zone_id`, `c.path`). */
export function fromGatherings(knex: Knex): Knex.QueryBuilder {
  return knex.withSchema(READ_SCHEMA).from('gatherings as g').join('cities as c', 'c.id', 'g.city_id');
}

export const GATHERING_SCOPE_COLUMNS = { zoneId: 'c.zone_id', path: 'c.path' };

/** The list's filters (not the tab or status: the counts are taken over the same filters). */
export function whereListed(query: Knex.QueryBuilder, filters: GatheringFilters): Knex.QueryBuilder {
  if (filters.cityId !== undefined) query.where('g.city_id', filters.cityId);
  if (filters.zoneId !== undefined) query.where('c.zone_id', filters.zoneId);
  if (filters.last3Months) query.whereRaw(`g.start_date_time >= now() - interval '3 months'`);
  whereSearched(query, ['g.title', 'g.purpose', 'g.location', 'g.organizer', 'c.name'], filters.search);
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
