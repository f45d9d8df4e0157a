import { z } from 'zod';
import {
  changeReason,
  optionalDate,
  optionalMultiLineText,
  requiredText,
  TEXT_LIMITS,
  updateShape,
} from '../common/fields';

/**
 * A Seerat model check of a city (spec section 3, `seerat_model_checks`): a named check of how the
 * city runs the Seerat model, its status, the day it was last checked and notes. Checks live in
 * the city's stream (`city-<id>`), numbered from 1 within the city, so they appear in the city's
 * change history and its as-of view like its other facts. Whoever may edit the city records and
 * edits its checks (the spec names no other rule).
 */
export const SEERAT_MODEL_CHECK_STATUSES = ['pending', 'passed', 'failed'] as const;
export type SeeratModelCheckStatus = (typeof SEERAT_MODEL_CHECK_STATUSES)[number];

export const SEERAT_MODEL_CHECK_STATUS_LABELS: Record<SeeratModelCheckStatus, string> = {
  pending: 'Pending',
  passed: 'Passed',
  failed: 'Failed',
};

/** A city holds at most this many checks: far above a real checklist, a bound on the stream's state. */
export const MAX_SEERAT_MODEL_CHECKS = 200;

export const SEERAT_MODEL_CHECK_DATE_REQUIRED = 'A passed or failed check needs its last checked date';
export const SEERAT_MODEL_CHECK_DATE_IN_FUTURE = 'The last checked date cannot be in the future';
export const SEERAT_MODEL_CHECK_NOT_FOUND = 'Seerat model check not found';

export const seeratModelCheckFieldsSchema = z.object({
  checkName: requiredText('Check name', TEXT_LIMITS.name),
  checkStatus: z.enum(SEERAT_MODEL_CHECK_STATUSES).default('pending'),
  lastCheckedDate: optionalDate,
  notes: optionalMultiLineText('notes'),
});
export type SeeratModelCheckFields = z.output<typeof seeratModelCheckFieldsSchema>;
export const SEERAT_MODEL_CHECK_FIELDS = Object.keys(
  seeratModelCheckFieldsSchema.shape,
) as (keyof SeeratModelCheckFields)[];

/** A check as the city's stream holds it: its fields and its number within the city. */
export const seeratModelCheckSchema = z.object({
  id: z.number().int().positive(),
  ...seeratModelCheckFieldsSchema.shape,
});
export type SeeratModelCheck = z.output<typeof seeratModelCheckSchema>;

/**
 * A check with its version: 1 when recorded, one more for each change of it. It is the check's
 * own, not the city stream's revision, so an edit of the city or of another check is no conflict;
 * an editor sends it back as `If-Match`.
 */
export type VersionedSeeratModelCheck = SeeratModelCheck & { version: number };

/** `POST /api/cities/{cityId}/seerat-model-checks`. */
export const recordSeeratModelCheckRequestSchema = seeratModelCheckFieldsSchema;
export type RecordSeeratModelCheckRequest = z.output<typeof recordSeeratModelCheckRequestSchema>;

/** `PUT /api/cities/{cityId}/seerat-model-checks/{checkId}`: the check's fields, all optional. */
export const updateSeeratModelCheckRequestSchema = z
  .object(updateShape(seeratModelCheckFieldsSchema.shape))
  .extend({ changeReason });
export type UpdateSeeratModelCheckRequest = z.output<typeof updateSeeratModelCheckRequestSchema>;

/** `GET /api/cities/{cityId}/seerat-model-checks`: the city's checks, in the order they were recorded. */
export interface SeeratModelCheckView extends VersionedSeeratModelCheck {
  cityId: number;
  /** Who recorded or last changed the check, and when. */
  userId: number | null;
  checkedBy: string;
  updatedAt: string;
}
