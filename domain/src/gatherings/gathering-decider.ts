import {
  type ApprovalStatus,
  applyFieldChanges,
  conflicting,
  durationHoursBetween,
  END_AFTER_START,
  fieldChanges,
  GATHERING_FIELDS,
  type GatheringEvent,
  type GatheringFields,
  type GatheringOutcome,
  notAllowed,
  notFound,
  partitionFieldChanges,
  type RecordedGatheringStatus,
  ruleBroken,
  totalParticipants,
} from '@seerat/contracts';
import type { Decider } from '../decider';

/** What an event's outcome adds once recorded; `actualParticipants` is null until then. */
export interface GatheringOutcomeState {
  executionNotes: string | null;
  achievements: string | null;
  challenges: string | null;
  documentUrls: string | null;
  actualParticipants: number | null;
}

/** An event (gathering) as its stream says it is. */
export interface GatheringState {
  gatheringId: number | null;
  fields: GatheringFields | null;
  status: RecordedGatheringStatus;
  /** As spec section 4 sets it; cancelling leaves it as it was. */
  approvalStatus: ApprovalStatus;
  /** Who submitted it last: nobody reviews their own submission while another reviewer exists. */
  submittedById: number | null;
  outcome: GatheringOutcomeState;
}

/**
 * Who reviews: the use case has checked the review permission and tells whether any other active
 * reviewer exists (a fact of the users read model).
 */
export interface Reviewer {
  userId: number | null;
  otherReviewerExists: boolean;
}

/**
 * The handler has checked that the city exists and that the user may act there, taken `zoneId`
 * from the city, and `now` from the command's clock. `patch` holds only the fields the request
 * sent.
 */
export type GatheringCommand =
  | {
      type: 'CreateGathering';
      gatheringId: number;
      fields: GatheringFields;
      submit: boolean;
      userId: number | null;
    }
  | { type: 'UpdateGathering'; patch: Partial<GatheringFields> }
  | { type: 'SubmitGathering'; patch: Partial<GatheringFields>; userId: number | null }
  | { type: 'ApproveGathering'; reviewer: Reviewer; comment: string | null }
  | { type: 'RejectGathering'; reviewer: Reviewer; reason: string }
  | { type: 'RequestGatheringChanges'; reviewer: Reviewer; feedback: string }
  | { type: 'RecordGatheringOutcome'; outcome: GatheringOutcome; now: string }
  | { type: 'CancelGathering'; reason: string; now: string }
  | { type: 'ReopenGathering'; reason: string };

export const GATHERING_NOT_FOUND = 'Event not found';
export const GATHERING_EXISTS = 'Event already exists';
export const NOT_EDITABLE: Record<RecordedGatheringStatus, string> = {
  draft: '',
  rejected: '',
  pending_approval: 'An event waiting for approval cannot be edited until it is reviewed',
  approved: 'An approved event is locked: only its outcome can be recorded',
  cancelled: 'A cancelled event cannot be changed',
};
export const ONLY_DRAFTS_SUBMITTED = 'Only a draft or a rejected event can be submitted for approval';
export const ONLY_PENDING_REVIEWED = 'Only an event waiting for approval can be reviewed';
export const OWN_SUBMISSION = 'You cannot review an event you submitted yourself';
export const OUTCOME_AFTER_END = 'The outcome can be recorded only for an approved event that has ended';
export const NOT_CANCELLABLE = 'This event can no longer be cancelled';
export const ONLY_APPROVED_REOPENED = 'Only an approved event can be reopened';

const OUTCOME_FIELDS = [
  'executionNotes',
  'achievements',
  'challenges',
  'documentUrls',
  'actualParticipants',
] as const;
const COUNT_FIELDS = ['murabbiCount', 'khudaamCount', 'teacherCount', 'majlisSeeratMemberCount'] as const;

const noOutcome = (): GatheringOutcomeState => ({
  executionNotes: null,
  achievements: null,
  challenges: null,
  documentUrls: null,
  actualParticipants: null,
});

export const initialGatheringState = (): GatheringState => ({
  gatheringId: null,
  fields: null,
  status: 'draft',
  approvalStatus: 'draft',
  submittedById: null,
  outcome: noOutcome(),
});

/** The approval status each workflow event leads to (cancelling keeps it). */
const APPROVAL_AFTER = {
  GatheringSubmittedForApproval: 'pending',
  GatheringApproved: 'approved',
  GatheringRejected: 'rejected',
  GatheringChangesRequested: 'draft',
  GatheringReopened: 'draft',
} as const satisfies Partial<Record<GatheringEvent['type'], ApprovalStatus>>;

/** The status each workflow event leads to. */
const STATUS_AFTER = {
  GatheringSubmittedForApproval: 'pending_approval',
  GatheringApproved: 'approved',
  GatheringRejected: 'rejected',
  GatheringChangesRequested: 'draft',
  GatheringCancelled: 'cancelled',
  GatheringReopened: 'draft',
} as const satisfies Partial<Record<GatheringEvent['type'], RecordedGatheringStatus>>;

export function evolveGathering(state: GatheringState, event: GatheringEvent): GatheringState {
  switch (event.type) {
    case 'GatheringCreated':
      return { ...initialGatheringState(), gatheringId: event.data.gatheringId, fields: event.data.fields };
    case 'GatheringUpdated':
    case 'GatheringOutcomeRecorded': {
      if (!state.fields) return state;
      const { named, others } = partitionFieldChanges(event.data.changes, OUTCOME_FIELDS);
      return {
        ...state,
        fields: applyFieldChanges(state.fields, others),
        outcome: applyFieldChanges(state.outcome, named),
      };
    }
    case 'GatheringSubmittedForApproval':
      return {
        ...state,
        status: STATUS_AFTER[event.type],
        approvalStatus: APPROVAL_AFTER[event.type],
        submittedById: event.data.submittedById,
      };
    case 'GatheringApproved':
    case 'GatheringRejected':
    case 'GatheringChangesRequested':
    case 'GatheringReopened':
      return { ...state, status: STATUS_AFTER[event.type], approvalStatus: APPROVAL_AFTER[event.type] };
    case 'GatheringCancelled':
      return { ...state, status: STATUS_AFTER[event.type] };
  }
}

/** The fields after a change: the present fields over the current ones, the duration recomputed. */
export function mergeGatheringFields(
  current: GatheringFields | null,
  patch: Partial<GatheringFields>,
): GatheringFields {
  const merged = { ...current, ...patch } as GatheringFields;
  if (Date.parse(merged.endDateTime) <= Date.parse(merged.startDateTime)) {
    throw ruleBroken(END_AFTER_START, { endDateTime: END_AFTER_START });
  }
  return { ...merged, durationHours: durationHoursBetween(merged.startDateTime, merged.endDateTime) };
}

export function decideGathering(command: GatheringCommand, state: GatheringState): GatheringEvent[] {
  switch (command.type) {
    case 'CreateGathering': {
      if (state.fields) throw conflicting(GATHERING_EXISTS);
      const { gatheringId } = command;
      const fields = mergeGatheringFields(null, command.fields);
      const created: GatheringEvent = { type: 'GatheringCreated', data: { gatheringId, fields } };
      if (!command.submit) return [created];
      const submitted = submission({
        gatheringId,
        cityId: fields.cityId,
        fromStatus: 'draft',
        submittedById: command.userId,
      });
      return [created, submitted];
    }
    case 'UpdateGathering':
      return edits(state, command.patch);
    case 'SubmitGathering': {
      const { gatheringId, fields } = existingGathering(state);
      if (state.status !== 'draft' && state.status !== 'rejected') throw conflicting(ONLY_DRAFTS_SUBMITTED);
      const updated = edits(state, command.patch);
      const cityId = (command.patch.cityId ?? fields.cityId) as number;
      const fromStatus = state.status;
      return [...updated, submission({ gatheringId, cityId, fromStatus, submittedById: command.userId })];
    }
    case 'ApproveGathering': {
      const data = review(state, command.reviewer);
      return [{ type: 'GatheringApproved', data: { ...data, comment: command.comment } }];
    }
    case 'RejectGathering': {
      const data = review(state, command.reviewer);
      return [{ type: 'GatheringRejected', data: { ...data, reason: command.reason } }];
    }
    case 'RequestGatheringChanges': {
      const data = review(state, command.reviewer);
      return [{ type: 'GatheringChangesRequested', data: { ...data, feedback: command.feedback } }];
    }
    case 'RecordGatheringOutcome':
      return outcomeOf(state, command.outcome, command.now);
    case 'CancelGathering': {
      const { gatheringId, fields } = existingGathering(state);
      const ended = Date.parse(fields.endDateTime) <= Date.parse(command.now);
      if (state.status === 'cancelled' || (state.status === 'approved' && ended))
        throw conflicting(NOT_CANCELLABLE);
      const data = { gatheringId, cityId: fields.cityId, fromStatus: state.status, reason: command.reason };
      return [{ type: 'GatheringCancelled', data }];
    }
    case 'ReopenGathering': {
      const { gatheringId, fields } = existingGathering(state);
      if (state.status !== 'approved') throw conflicting(ONLY_APPROVED_REOPENED);
      const data = { gatheringId, cityId: fields.cityId, fromStatus: state.status, reason: command.reason };
      return [{ type: 'GatheringReopened', data }];
    }
  }
}

function submission(data: {
  gatheringId: number;
  cityId: number;
  fromStatus: RecordedGatheringStatus;
  submittedById: number | null;
}): GatheringEvent {
  return { type: 'GatheringSubmittedForApproval', data };
}

/** Save Draft: only a draft or a rejected event (revised before it is resubmitted) changes. */
function edits(state: GatheringState, patch: Partial<GatheringFields>): GatheringEvent[] {
  const { gatheringId, fields } = existingGathering(state);
  if (state.status !== 'draft' && state.status !== 'rejected') throw conflicting(NOT_EDITABLE[state.status]);
  const after = mergeGatheringFields(fields, patch);
  const changes = fieldChanges(fields, after, GATHERING_FIELDS);
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'GatheringUpdated', data: { gatheringId, cityId: after.cityId, changes } }];
}

/** Approve, reject and request changes: only a pending event, never by its own submitter while others could. */
function review(state: GatheringState, reviewer: Reviewer) {
  const { gatheringId, fields } = existingGathering(state);
  if (state.status !== 'pending_approval') throw conflicting(ONLY_PENDING_REVIEWED);
  if (reviewer.userId !== null && reviewer.userId === state.submittedById && reviewer.otherReviewerExists) {
    throw notAllowed(OWN_SUBMISSION);
  }
  return { gatheringId, cityId: fields.cityId, fromStatus: state.status };
}

function outcomeOf(state: GatheringState, outcome: GatheringOutcome, now: string): GatheringEvent[] {
  const { gatheringId, fields } = existingGathering(state);
  if (state.status !== 'approved' || Date.parse(fields.endDateTime) > Date.parse(now)) {
    throw conflicting(OUTCOME_AFTER_END);
  }
  const before = { ...fields, ...state.outcome };
  const after = { ...before, ...outcome, actualParticipants: totalParticipants(outcome) };
  const changes = fieldChanges(before, after, [...COUNT_FIELDS, ...OUTCOME_FIELDS]);
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'GatheringOutcomeRecorded', data: { gatheringId, cityId: fields.cityId, changes } }];
}

/** The event, unless it was never created. */
export function existingGathering(state: GatheringState): { gatheringId: number; fields: GatheringFields } {
  if (state.gatheringId === null || !state.fields) throw notFound(GATHERING_NOT_FOUND);
  return { gatheringId: state.gatheringId, fields: state.fields };
}

export const gatheringDecider: Decider<GatheringState, GatheringCommand, GatheringEvent> = {
  initialState: initialGatheringState,
  evolve: evolveGathering,
  decide: decideGathering,
};
