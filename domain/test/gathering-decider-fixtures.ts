import { type GatheringEvent, type GatheringFields, gatheringFieldsSchema } from '@seerat/contracts';
import { gatheringDecider } from '../src/gatherings/gathering-decider';
import { deciderSpec } from './decider-spec';

/** The event, the people and the recorded steps the gathering decider's specs start from. */
export const spec = deciderSpec(gatheringDecider);
export const fields: GatheringFields = gatheringFieldsSchema.parse({
  title: 'Seerat workshop',
  purpose: 'Teach the first chapters',
  startDateTime: '2026-03-01T10:00:00.000Z',
  endDateTime: '2026-03-01T12:30:00.000Z',
  cityId: 4,
  zoneId: 2,
  durationHours: 3,
  expectedParticipants: 40,
});
export const AUTHOR = 11;
export const ADMIN = 1;
export const reviewer = { userId: ADMIN, otherReviewerExists: true };
export const step = { gatheringId: 7, cityId: 4 };
export const BEFORE_END = '2026-03-01T11:00:00.000Z';
export const AFTER_END = '2026-03-02T09:00:00.000Z';

export const created: GatheringEvent = { type: 'GatheringCreated', data: { gatheringId: 7, fields } };
export const submitted = (
  fromStatus: 'draft' | 'rejected' = 'draft',
  submittedById = AUTHOR,
): GatheringEvent => ({
  type: 'GatheringSubmittedForApproval',
  data: { ...step, fromStatus, submittedById },
});
export const approved: GatheringEvent = {
  type: 'GatheringApproved',
  data: { ...step, fromStatus: 'pending_approval', comment: 'Well planned' },
};
export const rejected: GatheringEvent = {
  type: 'GatheringRejected',
  data: { ...step, fromStatus: 'pending_approval', reason: 'Too few teachers' },
};
export const sentBack: GatheringEvent = {
  type: 'GatheringChangesRequested',
  data: { ...step, fromStatus: 'pending_approval', feedback: 'Add a location' },
};
export const cancelled: GatheringEvent = {
  type: 'GatheringCancelled',
  data: { ...step, fromStatus: 'draft', reason: 'Rain' },
};
export const outcome = {
  murabbiCount: 3,
  khudaamCount: 20,
  teacherCount: 4,
  majlisSeeratMemberCount: 5,
  executionNotes: 'Went well',
  achievements: null,
  challenges: 'Late start',
  documentUrls: null,
};
