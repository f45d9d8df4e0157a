import { z } from 'zod';
import { calendarDay, optionalCalendarDay, optionalClockTime } from '../common/calendar-fields';
import { REQUIRED_FIELDS_MESSAGE } from '../common/field-messages';
import {
  COUNT_LIMITS,
  changeReason,
  count,
  entityId,
  idText,
  optionalMultiLineText,
  optionalText,
  requiredText,
  updateShape,
} from '../common/fields';
import { listSearch, pageQueryFields } from '../http/paging';

export const MEETING_TYPES = [
  'general',
  'majlis',
  'committee',
  'training',
  'planning',
  'review',
  'other',
] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];
export const MEETING_STATUSES = ['scheduled', 'ongoing', 'completed', 'cancelled', 'postponed'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
/** A meeting is of a zone (the city is optional) or of a city (its zone is the city's). */
export const MEETING_SCOPES = ['zone', 'city'] as const;
export type MeetingScope = (typeof MEETING_SCOPES)[number];

export const ACTION_ITEM_STATUSES = ['pending', 'in-progress', 'completed', 'on-hold', 'cancelled'] as const;
export type ActionItemStatus = (typeof ACTION_ITEM_STATUSES)[number];
export const ACTION_ITEM_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type ActionItemPriority = (typeof ACTION_ITEM_PRIORITIES)[number];
/** Completed and cancelled items are closed; the others are open and carried into the next meeting. */
export const CLOSED_ACTION_ITEM_STATUSES: readonly ActionItemStatus[] = ['completed', 'cancelled'];
export const isOpenActionItem = (item: { status: ActionItemStatus }) =>
  !CLOSED_ACTION_ITEM_STATUSES.includes(item.status);

/**
 * How a meeting's status may change (the spec leaves transitions open; this is our rule): a
 * completed meeting is final, a cancelled one can only be planned again, and a meeting can be
 * postponed or cancelled until it is completed.
 */
export const MEETING_STATUS_TRANSITIONS: Record<MeetingStatus, readonly MeetingStatus[]> = {
  scheduled: ['ongoing', 'completed', 'cancelled', 'postponed'],
  postponed: ['scheduled', 'ongoing', 'completed', 'cancelled'],
  ongoing: ['completed', 'postponed', 'cancelled'],
  completed: [],
  cancelled: ['scheduled'],
};

/** Meetings that took place count as met (the danger-zone rule and the activity status). */
export const HELD_MEETING_STATUSES: readonly MeetingStatus[] = ['scheduled', 'ongoing', 'completed'];

/** One action item of a meeting: a task with an owner, a due date, a status and a priority. */
export const actionItemFieldsSchema = z.object({
  task: requiredText('Task', 500),
  assignedTo: optionalText(100),
  dueDate: optionalCalendarDay,
  status: z.enum(ACTION_ITEM_STATUSES).default('pending'),
  priority: z.enum(ACTION_ITEM_PRIORITIES).default('medium'),
});
export type ActionItemFields = z.infer<typeof actionItemFieldsSchema>;
export const ACTION_ITEM_FIELDS = Object.keys(actionItemFieldsSchema.shape) as (keyof ActionItemFields)[];

/** An action item as recorded: numbered within its meeting (1, 2, …). */
export const actionItemSchema = actionItemFieldsSchema.extend({ id: entityId });
export type ActionItem = z.infer<typeof actionItemSchema>;

/** A meeting as its events record it: every field of the meeting form and where it sits. */
export const meetingFieldsSchema = z.object({
  title: requiredText('Title', 200, { requiredMessage: REQUIRED_FIELDS_MESSAGE }),
  description: optionalMultiLineText('notes'),
  meetingType: z.enum(MEETING_TYPES).default('general'),
  meetingDate: calendarDay('Meeting date', REQUIRED_FIELDS_MESSAGE),
  startTime: optionalClockTime,
  endTime: optionalClockTime,
  location: optionalText(200),
  attendees: count(COUNT_LIMITS.people).default(0),
  agenda: optionalMultiLineText('report'),
  minutes: optionalMultiLineText('report'),
  notes: optionalMultiLineText('notes'),
  status: z.enum(MEETING_STATUSES).default('scheduled'),
  scope: z.enum(MEETING_SCOPES),
  cityId: entityId.nullable(),
  zoneId: entityId,
});
export type MeetingFields = z.infer<typeof meetingFieldsSchema>;
export const MEETING_FIELDS = Object.keys(meetingFieldsSchema.shape) as (keyof MeetingFields)[];

/** The fields an edit may change: a meeting stays where it was recorded. */
const editableShape = meetingFieldsSchema.omit({ scope: true, cityId: true, zoneId: true }).shape;
export type EditableMeetingFields = Omit<MeetingFields, 'scope' | 'cityId' | 'zoneId'>;
export const EDITABLE_MEETING_FIELDS = Object.keys(editableShape) as (keyof EditableMeetingFields)[];

export const MEETING_ENDS_BEFORE_START = 'End time cannot be before the start time';

/** At most this many action items per request, and per meeting. */
export const MAX_ACTION_ITEMS = 100;

/**
 * `actionItems` as the spec's form sends it, JSON text of a list, or as a list. Text that is not
 * JSON is left as text, so the list rule names the field.
 */
const actionItemsInput = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z.array(actionItemFieldsSchema).max(MAX_ACTION_ITEMS, `At most ${MAX_ACTION_ITEMS} action items`),
);

const optionalId = entityId.nullish().transform((value) => value ?? null);

/**
 * `POST /api/meetings`. The scope defaults to city when a city is named, else zone. A city
 * meeting needs its city (the zone is the city's, whatever was sent); a zone meeting needs its
 * zone. Missing ones are named with the spec's text.
 */
export const createMeetingRequestSchema = z
  .object(meetingFieldsSchema.omit({ scope: true, cityId: true, zoneId: true }).shape)
  .extend({
    scope: z.enum(MEETING_SCOPES).optional(),
    cityId: optionalId,
    zoneId: optionalId,
    actionItems: actionItemsInput.default([]),
  })
  .superRefine((request, ctx) => {
    const scope = request.scope ?? (request.cityId === null ? 'zone' : 'city');
    if (scope === 'city' && request.cityId === null) {
      ctx.addIssue({ code: 'custom', path: ['cityId'], message: REQUIRED_FIELDS_MESSAGE });
    }
    if (scope === 'zone' && request.zoneId === null) {
      ctx.addIssue({ code: 'custom', path: ['zoneId'], message: REQUIRED_FIELDS_MESSAGE });
    }
  })
  .transform((request) => ({
    ...request,
    scope: request.scope ?? (request.cityId === null ? ('zone' as const) : ('city' as const)),
  }));
export type CreateMeetingRequest = z.output<typeof createMeetingRequestSchema>;

/** `PUT /api/meetings/{id}`: the editable fields, all optional, plus id and a change reason. */
export const updateMeetingRequestSchema = z.object(updateShape(editableShape)).extend({
  id: entityId.optional(),
  changeReason,
});
export type UpdateMeetingRequest = z.output<typeof updateMeetingRequestSchema>;

/** `PUT /api/meetings/{id}/status`. */
export const changeMeetingStatusRequestSchema = z.object({
  status: z.enum(MEETING_STATUSES),
  changeReason,
});
export type ChangeMeetingStatusRequest = z.output<typeof changeMeetingStatusRequestSchema>;

/** `POST /api/meetings/{id}/action-items`. */
export const addActionItemRequestSchema = actionItemFieldsSchema;
export type AddActionItemRequest = z.output<typeof addActionItemRequestSchema>;

/** `PUT /api/meetings/{id}/action-items/{itemId}`: the item's fields, all optional. */
export const updateActionItemRequestSchema = z.object(updateShape(actionItemFieldsSchema.shape)).extend({
  changeReason,
});
export type UpdateActionItemRequest = z.output<typeof updateActionItemRequestSchema>;

/** `PUT /api/meetings/{id}/action-items/{itemId}/close`: done (default) or dropped. */
export const closeActionItemRequestSchema = z.object({
  status: z.enum(['completed', 'cancelled']).default('completed'),
  changeReason,
});
export type CloseActionItemRequest = z.output<typeof closeActionItemRequestSchema>;

/**
 * `GET /api/meetings`: one page of the meetings in the caller's scope, newest first, filtered by
 * zone, city, status and meeting day (`from`, `to`, inclusive), and searched in title, location,
 * description and city name.
 */
export const meetingListQuerySchema = z.object({
  ...pageQueryFields,
  zoneId: idText.optional(),
  cityId: idText.optional(),
  status: z.enum(MEETING_STATUSES).optional(),
  from: calendarDay('From').optional(),
  to: calendarDay('To').optional(),
  search: listSearch,
});
export type MeetingListQuery = z.output<typeof meetingListQuerySchema>;

/** A meeting as the read API answers it. */
export interface Meeting extends MeetingFields {
  id: number;
  cityName: string | null;
  zoneName: string;
  /** Where the meeting sits for the policy: its city and the city's ancestors (empty for a zone meeting). */
  cityPath: number[];
  actionItems: ActionItem[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** An open action item of an earlier meeting, offered to a new meeting of the same city or zone. */
export interface OpenActionItem extends ActionItem {
  meetingId: number;
  meetingTitle: string;
  meetingDate: string;
}

/** An item is overdue when it is open and its due day has passed. */
export function isOverdue(item: Pick<ActionItem, 'status' | 'dueDate'>, today: string): boolean {
  return isOpenActionItem(item) && item.dueDate !== null && item.dueDate < today;
}
