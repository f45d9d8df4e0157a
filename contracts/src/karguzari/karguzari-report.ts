import { z } from 'zod';
import { calendarDay, optionalCalendarDay } from '../common/calendar-fields';
import { REQUIRED_FIELDS_MESSAGE } from '../common/field-messages';
import {
  entityId,
  idText,
  optionalMultiLineText,
  requiredId,
  requiredMultiLineText,
  requiredText,
  updateShape,
} from '../common/fields';
import { listSearch, pageQueryFields } from '../http/paging';

export const REPORT_TYPES = ['weekly', 'monthly', 'quarterly', 'special'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const KARGUZARI_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type KarguzariPriority = (typeof KARGUZARI_PRIORITIES)[number];
/** `rejected` is a report sent back to its submitter with review comments. */
export const KARGUZARI_STATUSES = ['draft', 'submitted', 'reviewed', 'approved', 'rejected'] as const;
export type KarguzariStatus = (typeof KARGUZARI_STATUSES)[number];
/** What a reviewer decides: seen, approved, or back to the submitter (comments required). */
export const REVIEW_DECISIONS = ['reviewed', 'approved', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/**
 * The review workflow (the spec shows the statuses, not the transitions; this is our rule):
 *
 *   draft ──submit──► submitted ──review──► reviewed ──approve──► approved
 *                        │  ▲                  │
 *                        │  └──submit──┐       │
 *                        └──return──► rejected ◄┘ (return, with comments)
 *
 * - A report is created as a draft or submitted at once (the city page's short form submits).
 * - A reviewer (an administrator, or the zone masool of the report's city; never the report's
 *   submitter or the author of its newest version) marks a submitted report reviewed, approves a
 *   submitted or reviewed one, or returns it to the submitter with comments (`rejected`).
 * - Submitting again is allowed from draft and rejected.
 * - Editing makes a new immutable version with an edit reason; the new version has no review yet,
 *   so it is a draft if the report was a draft and submitted otherwise. Earlier versions keep
 *   their content, status and review.
 */
export const KARGUZARI_TRANSITIONS: Record<KarguzariStatus, readonly KarguzariStatus[]> = {
  draft: ['submitted'],
  submitted: ['reviewed', 'approved', 'rejected'],
  reviewed: ['approved', 'rejected'],
  approved: [],
  rejected: ['submitted'],
};

/** A karguzari (activity) report: one source for the full report form and the city's short report. */
export const karguzariFieldsSchema = z.object({
  title: requiredText('Title', 200, { requiredMessage: REQUIRED_FIELDS_MESSAGE }),
  reportType: z.enum(REPORT_TYPES).default('weekly'),
  reportDate: calendarDay('Report date'),
  weekStartDate: optionalCalendarDay,
  weekEndDate: optionalCalendarDay,
  activities: requiredMultiLineText('Activities', 'report', { requiredMessage: REQUIRED_FIELDS_MESSAGE }),
  achievements: optionalMultiLineText('report'),
  challenges: optionalMultiLineText('report'),
  attendance: optionalMultiLineText('report'),
  financialSummary: optionalMultiLineText('report'),
  upcomingPlans: optionalMultiLineText('report'),
  additionalNotes: optionalMultiLineText('report'),
  priority: z.enum(KARGUZARI_PRIORITIES).default('normal'),
  cityId: entityId,
  zoneId: entityId,
});
export type KarguzariFields = z.infer<typeof karguzariFieldsSchema>;
export const KARGUZARI_FIELDS = Object.keys(karguzariFieldsSchema.shape) as (keyof KarguzariFields)[];

export const PERIOD_ENDS_BEFORE_START = 'End date cannot be before the start date';

/** What a new version may change: a report stays with its city. */
const editableShape = karguzariFieldsSchema.omit({ cityId: true, zoneId: true }).shape;
export type EditableKarguzariFields = Omit<KarguzariFields, 'cityId' | 'zoneId'>;
export const EDITABLE_KARGUZARI_FIELDS = Object.keys(editableShape) as (keyof EditableKarguzariFields)[];

/**
 * `POST /api/karguzari`. The zone follows the city, whatever the form sent; the report date
 * defaults to today. Saved as a draft unless `status` is `submitted`.
 */
export const createKarguzariRequestSchema = z.object(editableShape).extend({
  reportDate: calendarDay('Report date').optional(),
  cityId: requiredId(REQUIRED_FIELDS_MESSAGE),
  zoneId: z.unknown().optional(),
  status: z.enum(['draft', 'submitted']).default('draft'),
});
export type CreateKarguzariRequest = z.output<typeof createKarguzariRequestSchema>;

/** `POST /api/cities/{id}/karguzari`: the city page's short report, submitted at once. */
export const submitCityKarguzariRequestSchema = z.object({
  reportType: z.enum(REPORT_TYPES).default('weekly'),
  reportContent: requiredMultiLineText('Report content', 'report'),
  reportDate: calendarDay('Report date').optional(),
});
export type SubmitCityKarguzariRequest = z.output<typeof submitCityKarguzariRequestSchema>;

/** `PUT /api/karguzari/{id}`: a new version, with the reason for it. */
export const reviseKarguzariRequestSchema = z.object(updateShape(editableShape)).extend({
  id: entityId.optional(),
  /** The short form's name for the activities. */
  reportContent: requiredMultiLineText('Report content', 'report').optional(),
  // Absent reads as blank, so a missing reason gets the same words as an empty one.
  editReason: z.preprocess((value) => value ?? '', requiredMultiLineText('Edit reason', 'reason')),
});
export type ReviseKarguzariRequest = z.output<typeof reviseKarguzariRequestSchema>;

/** `PUT /api/karguzari/{id}/review`. */
export const reviewKarguzariRequestSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    reviewComments: optionalMultiLineText('notes'),
  })
  .refine((review) => review.decision !== 'rejected' || review.reviewComments !== null, {
    path: ['reviewComments'],
    message: 'Review comments are required to send a report back',
  });
export type ReviewKarguzariRequest = z.output<typeof reviewKarguzariRequestSchema>;

/**
 * `GET /api/karguzari`: one page of the newest versions of the reports in the caller's scope,
 * newest first, filtered by zone, city, status and report day (`from`, `to`, inclusive), and
 * searched in title, activities and city name.
 */
export const karguzariListQuerySchema = z.object({
  ...pageQueryFields,
  zoneId: idText.optional(),
  cityId: idText.optional(),
  status: z.enum(KARGUZARI_STATUSES).optional(),
  from: calendarDay('From').optional(),
  to: calendarDay('To').optional(),
  search: listSearch,
});
export type KarguzariListQuery = z.output<typeof karguzariListQuerySchema>;

/** The title a short report gets: its type and day, as a heading to list it by. */
export function shortReportTitle(reportType: ReportType, reportDate: string): string {
  return `${reportType[0]!.toUpperCase()}${reportType.slice(1)} report ${reportDate}`;
}

/** One review step of a report version: what was decided, by whom, when, with its own comment. */
export interface KarguzariReview {
  decision: ReviewDecision;
  reviewedBy: string;
  reviewedAt: string;
  comments: string | null;
}

/**
 * One version of a karguzari report as the read API answers it: every field, the history fields
 * of the city page (`reportContent` is the activities), who submitted it and why it was edited,
 * and its review.
 */
export interface KarguzariReport extends KarguzariFields {
  /** The report's id (all its versions share it). */
  id: number;
  version: number;
  isLatest: boolean;
  status: KarguzariStatus;
  reportContent: string;
  cityName: string;
  zoneName: string;
  cityPath: number[];
  userId: number | null;
  submittedBy: string;
  submissionDate: string;
  editReason: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  reviewComments: string | null;
  /**
   * Every review step of this version, oldest first, each with its own comment (the review fields
   * above are the newest step's, as the spec names them).
   */
  reviews: KarguzariReview[];
  /** The fields this version changed, each before and after (empty for version 1). */
  changes: Record<string, { from: unknown; to: unknown }>;
}

/**
 * How much of a version's edit reason and of each review comment the city's list carries: one line
 * under the version (the View dialog has them whole). At `LIST_PREVIEW_LENGTH` a page of versions
 * with both at their maximum in Urdu script would weigh 33 KB (issue 26: 25 KB).
 */
export const KARGUZARI_NOTE_PREVIEW_LENGTH = 50;

/**
 * What a report's card (the reports lists) and a version's row (the city's Karguzari Reports tab)
 * show, and what their buttons ask of the policy (the city's place): a list's item. `activities` is
 * the card's preview (spec section 9: 150 characters with an ellipsis, `LIST_PREVIEW_LENGTH`);
 * `editReason` and each review's `comments` are `shortened` to `KARGUZARI_NOTE_PREVIEW_LENGTH`.
 * View, Edit and Export read whole versions (`GET /api/karguzari/{id}`, `.../versions`,
 * `GET /api/cities/{id}/karguzari/export`).
 */
export const KARGUZARI_LIST_ITEM_FIELDS = [
  'id',
  'version',
  'isLatest',
  'status',
  'title',
  'reportType',
  'reportDate',
  'weekStartDate',
  'weekEndDate',
  'activities',
  'cityId',
  'cityName',
  'zoneId',
  'cityPath',
  'submittedBy',
  'submissionDate',
  'editReason',
  'reviewedBy',
  'reviews',
] as const satisfies readonly (keyof KarguzariReport)[];
/** `GET /api/karguzari`'s and `GET /api/cities/{id}/karguzari`'s item. */
export type KarguzariListItem = Pick<KarguzariReport, (typeof KARGUZARI_LIST_ITEM_FIELDS)[number]>;
