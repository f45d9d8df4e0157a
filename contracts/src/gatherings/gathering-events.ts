import { z } from 'zod';
import { fieldChangesSchema } from '../common/field-changes';
import { entityId as id } from '../common/fields';
import { gatheringFieldsSchema } from './gathering';

/**
 * Domain events of an event (a gathering; stream `gathering-<id>`). Every one names the city the
 * gathering is in after it, so a projection or an auditor places it without folding the stream.
 * Workflow steps name the status they left (`fromStatus`) and carry the reviewer's or editor's
 * comment; the same comment is the event's metadata `changeReason`, beside who and when.
 */
const status = z.enum(['draft', 'pending_approval', 'approved', 'rejected', 'cancelled']);
const step = { gatheringId: id, cityId: id, fromStatus: status };

export const gatheringCreatedSchema = z.object({ gatheringId: id, fields: gatheringFieldsSchema });
export const gatheringUpdatedSchema = z.object({ gatheringId: id, cityId: id, changes: fieldChangesSchema });
/** `submittedById`: the submitter, who may not review it while another reviewer exists. */
export const gatheringSubmittedSchema = z.object({ ...step, submittedById: z.number().int().nullable() });
export const gatheringApprovedSchema = z.object({ ...step, comment: z.string().nullable() });
export const gatheringRejectedSchema = z.object({ ...step, reason: z.string() });
export const gatheringChangesRequestedSchema = z.object({ ...step, feedback: z.string() });
export const gatheringCancelledSchema = z.object({ ...step, reason: z.string() });
export const gatheringReopenedSchema = z.object({ ...step, reason: z.string() });
/** The outcome's changed fields (`actualParticipants` among them), each with its value before and after. */
export const gatheringOutcomeRecordedSchema = z.object({
  gatheringId: id,
  cityId: id,
  changes: fieldChangesSchema,
});

export type GatheringEvent =
  | { type: 'GatheringCreated'; data: z.infer<typeof gatheringCreatedSchema> }
  | { type: 'GatheringUpdated'; data: z.infer<typeof gatheringUpdatedSchema> }
  | { type: 'GatheringSubmittedForApproval'; data: z.infer<typeof gatheringSubmittedSchema> }
  | { type: 'GatheringApproved'; data: z.infer<typeof gatheringApprovedSchema> }
  | { type: 'GatheringRejected'; data: z.infer<typeof gatheringRejectedSchema> }
  | { type: 'GatheringChangesRequested'; data: z.infer<typeof gatheringChangesRequestedSchema> }
  | { type: 'GatheringOutcomeRecorded'; data: z.infer<typeof gatheringOutcomeRecordedSchema> }
  | { type: 'GatheringCancelled'; data: z.infer<typeof gatheringCancelledSchema> }
  | { type: 'GatheringReopened'; data: z.infer<typeof gatheringReopenedSchema> };

export const GATHERING_EVENT_TYPES = [
  'GatheringCreated',
  'GatheringUpdated',
  'GatheringSubmittedForApproval',
  'GatheringApproved',
  'GatheringRejected',
  'GatheringChangesRequested',
  'GatheringOutcomeRecorded',
  'GatheringCancelled',
  'GatheringReopened',
] as const satisfies readonly GatheringEvent['type'][];

export const gatheringStreamName = (gatheringId: number) => `gathering-${gatheringId}`;
