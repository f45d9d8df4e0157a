import {
  type ActionItem,
  HELD_MEETING_STATUSES,
  MEETING_FIELDS,
  type Meeting,
  type MeetingListQuery,
  type Page,
  type PageQuery,
} from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import {
  citiesTable,
  meetingActionItemsTable,
  meetingsTable,
  READ_SCHEMA,
  zonesTable,
} from '@seerat/projector/tables';
import { keysetPage, type SortKey } from '../../http/keyset-page';
import { whereSearched } from '../../http/text-search';

/** The meeting a query selects (`m`), its zone (`z`) and its city (`c`, none for a zone meeting). */
export const MEETING = meetingsTable.as('m');
const ZONE = zonesTable.as('z');
const CITY = citiesTable.as('c');
/** A city's or zone's meetings, looked up beside the query's own (`lm`). */
export const LAST_MEETING = meetingsTable.as('lm');
type MeetingAlias = typeof MEETING;
const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Meetings (`m`) as the API answers them, without their action items (see `withActionItems`):
 * every field, the city's and zone's names, and where the meeting sits for the policy. Callers
 * add the scope (`MEETING_SCOPE_COLUMNS`), filters and order.
 */
export function selectMeetings(knex: Knex): Knex.QueryBuilder {
  return knex
    .withSchema(READ_SCHEMA)
    .from(MEETING.from)
    .join(ZONE.from, ZONE.col('id'), MEETING.col('zoneId'))
    .leftJoin(CITY.from, CITY.col('id'), MEETING.col('cityId'))
    .select(
      MEETING.select(...MEETING_FIELDS.filter((field) => field !== 'meetingDate')),
      MEETING.select('id', 'createdBy', 'version'),
      { cityName: CITY.col('name'), zoneName: ZONE.col('name') },
      knex.raw(`to_char(${MEETING.col('meetingDate')}, 'YYYY-MM-DD') AS "meetingDate"`),
      knex.raw(`coalesce(${CITY.col('path')}, '{}'::int[]) AS "cityPath"`),
      knex.raw(`${isoTime(MEETING.col('createdAt'))} AS "createdAt"`),
      knex.raw(`${isoTime(MEETING.col('updatedAt'))} AS "updatedAt"`),
    );
}

/** The meetings' scope columns: a zone meeting has no city path, so only zone-wide roles see it. */
export const MEETING_SCOPE_COLUMNS = { zoneId: MEETING.col('zoneId'), path: CITY.col('path') };

/** Newest meeting first. */
export const NEWEST_MEETING_FIRST = [
  { column: MEETING.col('meetingDate'), order: 'desc' as const },
  { column: MEETING.col('id'), order: 'desc' as const },
];

/** The meetings list's filters and search (Meetings & Reports). */
export function whereMeetingsListed(query: Knex.QueryBuilder, filters: MeetingListQuery): Knex.QueryBuilder {
  const { zoneId, cityId, status, from, to, search } = filters;
  if (zoneId !== undefined) query.where(MEETING.col('zoneId'), zoneId);
  if (cityId !== undefined) query.where(MEETING.col('cityId'), cityId);
  if (status !== undefined) query.where(MEETING.col('status'), status);
  if (from !== undefined) query.where(MEETING.col('meetingDate'), '>=', from);
  if (to !== undefined) query.where(MEETING.col('meetingDate'), '<=', to);
  const searched = [MEETING.col('title'), MEETING.col('location'), MEETING.col('description')];
  return whereSearched(query, [...searched, CITY.col('name'), ZONE.col('name')], search);
}

const NEWEST_MEETING_KEYS: SortKey[] = [
  { sql: MEETING.col('meetingDate'), kind: 'date', descending: true },
  { sql: MEETING.col('id'), kind: 'int', descending: true },
];

/** One page of the meetings a query selects, newest first, with their action items. */
export async function meetingPage(
  knex: Knex,
  query: Knex.QueryBuilder,
  request: PageQuery,
): Promise<Page<Meeting>> {
  const page = await keysetPage<Omit<Meeting, 'actionItems'>>(knex, query, NEWEST_MEETING_KEYS, request);
  return { ...page, items: await withActionItems(knex, page.items) };
}

/** The meetings with their action items, read in one more query. */
export async function withActionItems(
  knex: Knex,
  meetings: Omit<Meeting, 'actionItems'>[],
): Promise<Meeting[]> {
  if (meetings.length === 0) return [];
  const { column } = meetingActionItemsTable;
  const rows: (ActionItem & { meetingId: number })[] = await knex
    .withSchema(READ_SCHEMA)
    .from(meetingActionItemsTable.name)
    .select({
      meetingId: column.meetingId,
      id: column.itemId,
      task: column.task,
      assignedTo: column.assignedTo,
      status: column.status,
      priority: column.priority,
    })
    .select(knex.raw(`to_char(${column.dueDate}, 'YYYY-MM-DD') AS "dueDate"`))
    .whereIn(
      column.meetingId,
      meetings.map((meeting) => meeting.id),
    )
    .orderBy([column.meetingId, column.itemId]);
  const byMeeting = new Map<number, ActionItem[]>();
  for (const { meetingId, ...item } of rows) {
    byMeeting.set(meetingId, [...(byMeeting.get(meetingId) ?? []), item]);
  }
  return meetings.map((meeting) => ({ ...meeting, actionItems: byMeeting.get(meeting.id) ?? [] }));
}

/**
 * A SQL condition: the meeting took place (or is taking place) by today, so it counts as met for
 * the last meeting, the activity status and the not-met view. Cancelled and postponed ones don't.
 */
export function heldMeeting(meeting: MeetingAlias): string {
  const statuses = HELD_MEETING_STATUSES.map((status) => `'${status}'`).join(', ');
  return `${meeting.col('status')} IN (${statuses}) AND ${meeting.col('meetingDate')} <= ${TODAY}`;
}

/** Today's calendar day, in UTC like the rest of the portal's days. */
export const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

/** The newest day a city met, as a SQL expression over a city alias (`YYYY-MM-DD` or NULL). */
export function lastMeetingOfCity(cityAlias: string): string {
  return newestHeld(`${LAST_MEETING.col('cityId')} = ${cityAlias}.id`);
}

/** The newest day a zone met (any of its meetings, zone or city), as a SQL expression over a zone alias. */
export function lastMeetingOfZone(zoneAlias: string): string {
  return newestHeld(`${LAST_MEETING.col('zoneId')} = ${zoneAlias}.id`);
}

/** The newest day of the held meetings (`lm`) that `where` picks, `YYYY-MM-DD` or NULL. */
function newestHeld(where: string): string {
  const LM = LAST_MEETING;
  return `to_char((SELECT max(${LM.col('meetingDate')}) FROM ${LM.sql}
                    WHERE ${where} AND ${heldMeeting(LM)}), 'YYYY-MM-DD')`;
}
