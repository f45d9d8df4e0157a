import { z } from 'zod';
import { fieldChangesSchema } from '../common/field-changes';
import { entityId, TEXT_LIMITS } from '../common/fields';
import { karguzariFieldsSchema, REVIEW_DECISIONS } from './karguzari-report';

/**
 * Domain events of a karguzari report (stream `karguzari-<id>`). Each version is immutable: a
 * revision records the next version's number, the fields it changed (before and after), its edit
 * reason and the status it starts in. Every event names the version it concerns and the report's
 * city and zone. Who acted is in the metadata; the author's id is also in the data, because the
 * rule "a reviewer never reviews their own report" is decided from the stream.
 */
const about = { reportId: entityId, version: z.number().int().min(1), cityId: entityId, zoneId: entityId };
export const karguzariReportCreatedSchema = z.object({
  reportId: entityId,
  fields: karguzariFieldsSchema,
  status: z.enum(['draft', 'submitted']),
  authorId: z.number().int().nullable(),
});
export const karguzariReportRevisedSchema = z.object({
  ...about,
  changes: fieldChangesSchema,
  editReason: z.string().min(1).max(TEXT_LIMITS.reason),
  status: z.enum(['draft', 'submitted']),
  authorId: z.number().int().nullable(),
});
export const karguzariReportSubmittedSchema = z.object(about);
export const karguzariReportReviewedSchema = z.object({
  ...about,
  decision: z.enum(REVIEW_DECISIONS),
  reviewComments: z.string().max(TEXT_LIMITS.notes).nullable(),
});

export type KarguzariEvent =
  | { type: 'KarguzariReportCreated'; data: z.infer<typeof karguzariReportCreatedSchema> }
  | { type: 'KarguzariReportRevised'; data: z.infer<typeof karguzariReportRevisedSchema> }
  | { type: 'KarguzariReportSubmitted'; data: z.infer<typeof karguzariReportSubmittedSchema> }
  | { type: 'KarguzariReportReviewed'; data: z.infer<typeof karguzariReportReviewedSchema> };

export const karguzariStreamName = (reportId: number) => `karguzari-${reportId}`;
