import { z } from 'zod';
import {
  asMultiLine,
  CITY_REQUIRED,
  COUNT_LIMITS,
  changeReason,
  count,
  entityId,
  idText,
  optionalMultiLineText,
  optionalText,
  requiredMultiLineText,
  requiredText,
  TEXT_LIMITS,
  updateShape,
} from '../common/fields';
import { listSearch, pageQueryFields } from '../http/paging';
import { GATHERING_TABS } from './gathering-tabs';

/** Each group of participants: people, within the people limit. */
const peopleCount = count(COUNT_LIMITS.people);

/**
 * The organisation's events (gatherings with an approval workflow). In code they are
 * "gatherings", so they never read as the event-sourcing record ("domain event"); the API's
 * paths (`/api/events`) and every text on screen keep the product's word "event".
 */

export const GATHERING_TYPES = [
  'workshop',
  'seminar',
  'majlis',
  'meeting',
  'training',
  'conference',
  'other',
] as const;
export type GatheringType = (typeof GATHERING_TYPES)[number];

/**
 * The statuses of spec section 4. Only draft, pending_approval, approved, rejected and cancelled
 * are ever recorded; in_progress and completed follow from time for an approved event (its start
 * has passed; its end has passed), see `effectiveGatheringStatus`.
 */
export const GATHERING_STATUSES = [
  'draft',
  'pending_approval',
  'approved',
  'rejected',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type GatheringStatus = (typeof GATHERING_STATUSES)[number];
export type RecordedGatheringStatus = Exclude<GatheringStatus, 'in_progress' | 'completed'>;

export const APPROVAL_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const EVENT_NAME_REQUIRED = 'Event name is required';
export const PURPOSE_REQUIRED = 'Purpose is required';
export const START_REQUIRED = 'Start date/time is required';
export const END_REQUIRED = 'End date/time is required';
export const END_AFTER_START = 'End date/time must be after the start';
export const REJECTION_REASON_REQUIRED = 'Please provide a reason for rejection';
export const CHANGES_FEEDBACK_REQUIRED = 'Please provide feedback for requested changes';
export const CANCEL_REASON_REQUIRED = 'Please provide a reason for cancelling';
export const REOPEN_REASON_REQUIRED = 'Please provide a reason for reopening';

/** A date and time as the form sends it (ISO 8601 with its offset), kept as UTC ISO text. */
const dateTime = (requiredMessage: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : undefined),
    })
    .trim()
    .min(1, requiredMessage)
    .max(40, 'Must be a date and time')
    .refine((value) => isDateTime(value), 'Must be a date and time')
    .transform((value) => new Date(value).toISOString());

function isDateTime(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) return false;
  const year = new Date(value).getUTCFullYear();
  return year >= 1900 && year <= 2200;
}

/** Links one per line, as the form's text box takes them: each must be an http or https link. */
const linksText = asMultiLine(
  optionalMultiLineText('notes').refine(
    (value) =>
      value === null ||
      value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .every((line) => /^https?:\/\/[^\s]+$/i.test(line) && line.length <= TEXT_LIMITS.url),
    'Each line must be an http or https link',
  ),
  'notes',
);

/** What an editor sets on an event (the fields of the event form, spec section 2.2). */
export const gatheringFormSchema = z.object({
  title: requiredText('Event name', 200),
  purpose: requiredMultiLineText('Purpose', 'notes'),
  eventType: z.enum(GATHERING_TYPES).default('workshop'),
  organizer: optionalText(100),
  startDateTime: dateTime(START_REQUIRED),
  endDateTime: dateTime(END_REQUIRED),
  location: optionalText(200),
  murabbiCount: peopleCount.default(0),
  khudaamCount: peopleCount.default(0),
  teacherCount: peopleCount.default(0),
  majlisSeeratMemberCount: peopleCount.default(0),
  expectedParticipants: peopleCount.default(0),
  cityId: z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? CITY_REQUIRED : undefined),
    })
    .pipe(entityId),
  proposalAttachments: linksText,
});
export type GatheringForm = z.infer<typeof gatheringFormSchema>;

/**
 * An event as its domain events record it: the form's fields, plus what the server derives:
 * `zoneId` (the city's zone, never the client's) and `durationHours` (whole hours between start
 * and end, rounded up).
 */
export const gatheringFieldsSchema = gatheringFormSchema.extend({
  zoneId: entityId,
  durationHours: count(COUNT_LIMITS.places),
});
export type GatheringFields = z.infer<typeof gatheringFieldsSchema>;
export const GATHERING_FIELDS = Object.keys(gatheringFieldsSchema.shape) as (keyof GatheringFields)[];
export const GATHERING_FORM_FIELDS = Object.keys(gatheringFormSchema.shape) as (keyof GatheringForm)[];

/** Whole hours between start and end, rounded up (spec section 9). */
export function durationHoursBetween(startDateTime: string, endDateTime: string): number {
  const hours = (Date.parse(endDateTime) - Date.parse(startDateTime)) / 3_600_000;
  return Math.max(0, Math.ceil(hours));
}

/**
 * The client's workflow fields (status, approvalStatus, submittedAt, approvedAt, zoneId,
 * durationHours…) are accepted, as the earlier product sends them, and ignored: the server
 * decides the result of every call.
 */
const clientDecided = {
  zoneId: z.unknown().optional(),
  durationHours: z.unknown().optional(),
  status: z.unknown().optional(),
  approvalStatus: z.unknown().optional(),
  submittedAt: z.unknown().optional(),
  organizerName: z.unknown().optional(),
};

/** `POST /api/events`: the form, and `submit: true` (or status pending_approval) to submit at once. */
export const createGatheringRequestSchema = gatheringFormSchema.extend({
  ...clientDecided,
  submit: z.boolean().optional(),
});
export type CreateGatheringRequest = z.output<typeof createGatheringRequestSchema>;

/** `PUT /api/events/{id}` (Save Draft) and the fields sent with `/submit-approval`. */
export const updateGatheringRequestSchema = z.object(updateShape(gatheringFormSchema.shape)).extend({
  ...clientDecided,
  id: entityId.optional(),
  changeReason,
});
export type UpdateGatheringRequest = z.output<typeof updateGatheringRequestSchema>;

/** A create asks to submit when it says so, or sends the earlier product's pending status. */
export function asksToSubmit(request: CreateGatheringRequest): boolean {
  return (
    request.submit === true || request.status === 'pending_approval' || request.approvalStatus === 'pending'
  );
}

/** A comment that must not be blank, with the spec's message; kept as typed, as every multi-line text. */
const requiredComment = (message: string) =>
  requiredMultiLineText('Comment', 'notes', { requiredMessage: message });

/** `PUT /api/events/{id}/approve`: the comment is optional. */
export const approveGatheringRequestSchema = z.object({
  ...clientDecided,
  approvalComments: optionalMultiLineText('notes'),
  approvedAt: z.unknown().optional(),
});
/**
 * `PUT /api/events/{id}/reject`: the reason is required. The earlier product sends it as both
 * rejectionReason and approvalComments; either will do, and a missing one is named as rejectionReason.
 */
export const rejectGatheringRequestSchema = z
  .object({
    ...clientDecided,
    rejectionReason: optionalMultiLineText('notes'),
    approvalComments: optionalMultiLineText('notes'),
  })
  .transform((body, context) => {
    const reason = body.rejectionReason ?? body.approvalComments ?? '';
    if (!reason)
      context.addIssue({ code: 'custom', path: ['rejectionReason'], message: REJECTION_REASON_REQUIRED });
    return { reason };
  });
/** `PUT /api/events/{id}/request-changes`: the feedback is required. */
export const requestGatheringChangesRequestSchema = z.object({
  ...clientDecided,
  approvalComments: requiredComment(CHANGES_FEEDBACK_REQUIRED),
});
/** `PUT /api/events/{id}/cancel`. */
export const cancelGatheringRequestSchema = z.object({ reason: requiredComment(CANCEL_REASON_REQUIRED) });
/** `PUT /api/events/{id}/reopen` (administrators). */
export const reopenGatheringRequestSchema = z.object({ reason: requiredComment(REOPEN_REASON_REQUIRED) });

/**
 * `PUT /api/events/{id}/outcome`, once the end has passed: the actual participants per group (the
 * participant fields, now labelled Actual), notes, achievements, challenges and document links.
 */
export const gatheringOutcomeSchema = z.object({
  murabbiCount: peopleCount.default(0),
  khudaamCount: peopleCount.default(0),
  teacherCount: peopleCount.default(0),
  majlisSeeratMemberCount: peopleCount.default(0),
  executionNotes: optionalMultiLineText('notes'),
  achievements: optionalMultiLineText('notes'),
  challenges: optionalMultiLineText('notes'),
  documentUrls: linksText,
});
export type GatheringOutcome = z.infer<typeof gatheringOutcomeSchema>;
export const recordGatheringOutcomeRequestSchema = gatheringOutcomeSchema;

/** Total actual participants: the four groups' counts. */
export function totalParticipants(counts: {
  murabbiCount: number;
  khudaamCount: number;
  teacherCount: number;
  majlisSeeratMemberCount: number;
}): number {
  return counts.murabbiCount + counts.khudaamCount + counts.teacherCount + counts.majlisSeeratMemberCount;
}

/** Achievement percentage = total actual ÷ expected, rounded; 0 when nothing is expected. */
export function achievementPercentage(
  actualParticipants: number | null,
  expectedParticipants: number,
): number {
  if (expectedParticipants <= 0) return 0;
  return Math.round(((actualParticipants ?? 0) / expectedParticipants) * 100);
}

/**
 * The status shown: an approved event is in_progress once its start has passed and completed once
 * its end has passed; every other status is as recorded.
 */
export function effectiveGatheringStatus(
  status: RecordedGatheringStatus,
  startDateTime: string,
  endDateTime: string,
  now: Date,
): GatheringStatus {
  if (status !== 'approved') return status;
  if (Date.parse(endDateTime) <= now.getTime()) return 'completed';
  if (Date.parse(startDateTime) <= now.getTime()) return 'in_progress';
  return 'approved';
}

/** An event as the read API answers it. */
export interface Gathering extends GatheringFields {
  id: number;
  cityName: string;
  zoneName: string;
  /** The city and its ancestors, nearest first: where the event sits for the policy. */
  cityPath: number[];
  /** The organiser's name, or null (the cards show TBD). */
  organizerName: string | null;
  status: GatheringStatus;
  approvalStatus: ApprovalStatus;
  submittedBy: string | null;
  submittedById: number | null;
  submittedAt: string | null;
  approvedBy: string | null;
  approvedAt: string | null;
  rejectionReason: string | null;
  approvalComments: string | null;
  feedback: string | null;
  actualParticipants: number | null;
  achievementPercentage: number;
  executionNotes: string | null;
  achievements: string | null;
  challenges: string | null;
  documentUrls: string | null;
  cancelReason: string | null;
  /** The start date (the ticker's event date) and the purpose (its description). */
  eventDate: string;
  description: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** The stream revision: send it back in `If-Match` to refuse overwriting a newer change. */
  version: number;
}

/**
 * What Event Management's card shows of an event and what its buttons need (the policy's place of
 * the event, the statuses): the list's item. View, Edit and Review read the whole event by its id.
 * The card shows the purpose in two lines and the reviewer's comment under Rejected or Changes
 * Requested, so the item carries both `shortened` to `LIST_PREVIEW_LENGTH`.
 */
export const GATHERING_LIST_ITEM_FIELDS = [
  'id',
  'title',
  'purpose',
  'eventType',
  'status',
  'approvalStatus',
  'startDateTime',
  'endDateTime',
  'location',
  'cityId',
  'cityName',
  'zoneId',
  'cityPath',
  'organizerName',
  'murabbiCount',
  'khudaamCount',
  'teacherCount',
  'majlisSeeratMemberCount',
  'expectedParticipants',
  'submittedAt',
  'approvalComments',
] as const satisfies readonly (keyof Gathering)[];
/** `GET /api/events`' item; `purpose` and `approvalComments` at most `LIST_PREVIEW_LENGTH` + `...`. */
export type GatheringListItem = Pick<Gathering, (typeof GATHERING_LIST_ITEM_FIELDS)[number]>;

/** One step of an event's approval history. */
export interface GatheringHistoryEntry {
  id: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  comment: string | null;
  username: string;
  occurredAt: string;
}

/** Events metrics of a city or a zone (its page's Events (Last 3 Months) and Days since last Event). */
export interface GatheringActivity {
  eventsLast3Months: number;
  lastEventDate: string | null;
  daysSinceLastEvent: number | null;
}

const flagText = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The events list's filters: a city or a zone, the last 3 months (by start), a status or a tab,
 * and a search of title, purpose, location, organiser and city. The tab counts take the same.
 */
export const gatheringFiltersSchema = z.object({
  cityId: idText.optional(),
  zoneId: idText.optional(),
  last3Months: flagText.optional(),
  status: z.enum(GATHERING_STATUSES).optional(),
  tab: z.enum(GATHERING_TABS).optional(),
  search: listSearch,
});
export type GatheringFilters = z.output<typeof gatheringFiltersSchema>;

/** `GET /api/events`: one page of the filtered events, newest first. */
export const gatheringListQuerySchema = gatheringFiltersSchema.extend(pageQueryFields);
export type GatheringListQuery = z.output<typeof gatheringListQuerySchema>;

/**
 * `GET /api/cities/{id}/events`: one page of a city's events, newest first; `approved=true` keeps the
 * approved ones only, whether upcoming, under way or completed (the city page's Event News strip),
 * so the server filters the whole list and never a page of it.
 */
export const cityGatheringsQuerySchema = z.object({ approved: flagText.optional() }).extend(pageQueryFields);
export type CityGatheringsQuery = z.output<typeof cityGatheringsQuerySchema>;

/** `GET /api/events/ticker`: the upcoming approved events of a city and/or a zone. */
export const gatheringTickerQuerySchema = z.object({ cityId: idText.optional(), zoneId: idText.optional() });

/** How many events the ticker shows (spec section 9). */
export const TICKER_LIMIT = 10;
