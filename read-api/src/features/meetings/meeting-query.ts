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
import { meetingActionItemsTable, meetingsTable, READ_SCHEMA } from '@seerat/projector/tables';
import { keysetPage, type SortKey } from '../../http/keyset-page';
import { whereSearched } from '../../http/text-search';

const DATE_FIELDS = new Set(['meetingDate']);
const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Meetings (`m`) as the API answers them, without their action items (see `withActionItems`):
 * every field, the city's and zone's names, and where the meeting sits for the policy. Callers
 * add the scope (`MEETING_SCOPE_COLUMNS`), filters and order.
 */
export function selectMeetings(knex: Knex): Knex.QueryBuilder {
  const { column } = meetingsTable;
  return knex
    .withSchema(READ_SCHEMA)
    .from('meetings as m')
    .join('zones as z', 'z.id', 'm.zone_id')
    .leftJoin('cities as c', 'c.id', 'm.city_id')
    .select(
      ...MEETING_FIELDS.filter((field) => !DATE_FIELDS.has(field)).map((field) => ({
        [field]: `m.${column[field]}`,
      })),
      {
        id: 'm.id',
        cityName: 'c.name',
        zoneName: 'z.name',
        createdBy: 'm.created_by',
        version: 'm.version',
      },
      knex.raw(`to_char(m.meeting_date, 'YYYY-MM-DD') AS "meetingDate"`),
      knex.raw(`coalesce(c.path, '{}'::int[]) AS "cityPath"`),
      knex.raw(`${isoTime('m.created_at')} AS "createdAt"`),
      knex.raw(`${isoTime('m.updated_at')} AS "updatedAt"`),
    );
}

/** The meetings' scope columns: a zone meeting has no city path, so only zone-wide roles see it. */
export const MEETING_SCOPE_COLUMNS = { zoneId: 'm.zone_id', path: 'c.path' };

/** Newest meeting first. */
export const NEWEST_MEETING_FIRST = [
  { column: 'm.meeting_date', order: 'desc' as const },
  { column: 'm.id', order: 'desc' as const },
];

/** The meetings list's filters and search (Meetings & Reports). */
export function whereMeetingsListed(query: Knex.QueryBuilder, filters: MeetingListQuery): Knex.QueryBuilder {
  const { zoneId, cityId, status, from, to, search } = filters;
  if (zoneId !== undefined) query.where('m.zone_id', zoneId);
  if (cityId !== undefined) query.where('m.city_id', cityId);
  if (status !== undefined) query.where('m.status', status);
  if (from !== undefined) query.where('m.meeting_date', '>=', from);
  if (to !== undefined) query.where('m.meeting_date', '<=', to);
  return whereSearched(query, ['m.title', 'm.location', 'm.description', 'c.name', 'z.name'], search);
}

const NEWEST_MEETING_KEYS: SortKey[] = [
  { sql: 'm.meeting_date', kind: 'date', descending: true },
  { sql: 'm.id', kind: 'int', descending: true },
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
    .select(knex.raw(`to_char(due_date, 'YYYY-MM-DD') AS "dueDate"`))
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
export function heldMeeting(alias: string): string {
  const statuses = HELD_MEETING_STATUSES.map((status) => `'${status}'`).join(', ');
  return `${alias}.status IN (${statuses}) AND ${alias}.meeting_date <= ${TODAY}`;
}

/** Today's calendar day, in UTC like the rest of the portal's days. */
export const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

/** The newest day a city met, as a SQL expression over a city alias (`YYYY-MM-DD` or NULL). */
export function lastMeetingOfCity(cityAlias: string): string {
  return `to_char((SELECT max(lm.meeting_date) FROM ${READ_SCHEMA}.meetings lm
                    WHERE lm.city_id = ${cityAlias}.id AND ${heldMeeting('lm')}), 'YYYY-MM-DD')`;
}

/** The newest day a zone met (any of its meetings, zone or city), as a SQL expression over a zone alias. */
export function lastMeetingOfZone(zoneAlias: string): string {
  return `to_char((SELECT max(lm.meeting_date) FROM ${READ_SCHEMA}.meetings lm
                    WHERE lm.zone_id = ${zoneAlias}.id AND ${heldMeeting('lm')}), 'YYYY-MM-DD')`;
}
