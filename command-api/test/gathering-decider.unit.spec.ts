import { type GatheringEvent, type GatheringFields, gatheringFieldsSchema } from '@seerat/contracts';
import { describe, it } from 'vitest';
import {
  GATHERING_EXISTS,
  GATHERING_NOT_FOUND,
  gatheringDecider,
  NOT_CANCELLABLE,
  NOT_EDITABLE,
  ONLY_APPROVED_REOPENED,
  ONLY_DRAFTS_SUBMITTED,
  ONLY_PENDING_REVIEWED,
  OUTCOME_AFTER_END,
  OWN_SUBMISSION,
} from '../src/features/gatherings/gathering-decider';
import { deciderSpec } from './decider-spec';

const spec = deciderSpec(gatheringDecider);
const fields: GatheringFields = gatheringFieldsSchema.parse({
  title: 'Seerat workshop',
  purpose: 'Teach the first chapters',
  startDateTime: '2026-03-01T10:00:00.000Z',
  endDateTime: '2026-03-01T12:30:00.000Z',
  cityId: 4,
  zoneId: 2,
  durationHours: 3,
  expectedParticipants: 40,
});
const AUTHOR = 11;
const ADMIN = 1;
const reviewer = { userId: ADMIN, otherReviewerExists: true };
const step = { gatheringId: 7, cityId: 4 };
const BEFORE_END = '2026-03-01T11:00:00.000Z';
const AFTER_END = '2026-03-02T09:00:00.000Z';

const created: GatheringEvent = { type: 'GatheringCreated', data: { gatheringId: 7, fields } };
const submitted = (fromStatus: 'draft' | 'rejected' = 'draft', submittedById = AUTHOR): GatheringEvent => ({
  type: 'GatheringSubmittedForApproval',
  data: { ...step, fromStatus, submittedById },
});
const approved: GatheringEvent = {
  type: 'GatheringApproved',
  data: { ...step, fromStatus: 'pending_approval', comment: 'Well planned' },
};
const rejected: GatheringEvent = {
  type: 'GatheringRejected',
  data: { ...step, fromStatus: 'pending_approval', reason: 'Too few teachers' },
};
const sentBack: GatheringEvent = {
  type: 'GatheringChangesRequested',
  data: { ...step, fromStatus: 'pending_approval', feedback: 'Add a location' },
};
const cancelled: GatheringEvent = {
  type: 'GatheringCancelled',
  data: { ...step, fromStatus: 'draft', reason: 'Rain' },
};
const outcome = {
  murabbiCount: 3,
  khudaamCount: 20,
  teacherCount: 4,
  majlisSeeratMemberCount: 5,
  executionNotes: 'Went well',
  achievements: null,
  challenges: 'Late start',
  documentUrls: null,
};

describe('gathering decider: creating an event', () => {
  it('records a draft with the duration computed from start and end', () => {
    spec
      .given([])
      .when({
        type: 'CreateGathering',
        gatheringId: 7,
        fields: { ...fields, durationHours: 0 },
        submit: false,
        userId: AUTHOR,
      })
      .thenEmits([created]);
  });

  it('records it and its submission at once when submitted on create', () => {
    spec
      .given([])
      .when({ type: 'CreateGathering', gatheringId: 7, fields, submit: true, userId: AUTHOR })
      .thenEmits([created, submitted()]);
  });

  it('refuses an end that is not after the start', () => {
    spec
      .given([])
      .when({
        type: 'CreateGathering',
        gatheringId: 7,
        fields: { ...fields, endDateTime: fields.startDateTime },
        submit: false,
        userId: AUTHOR,
      })
      .thenThrows('invalid', 'End date/time must be after the start');
  });

  it('refuses to create the same event twice', () => {
    spec
      .given([created])
      .when({ type: 'CreateGathering', gatheringId: 7, fields, submit: false, userId: AUTHOR })
      .thenThrows('conflict', GATHERING_EXISTS);
  });
});

describe('gathering decider: Save Draft', () => {
  it('records only the changed fields, with the new duration', () => {
    spec
      .given([created])
      .when({
        type: 'UpdateGathering',
        patch: { title: 'Seerat workshop', endDateTime: '2026-03-01T15:00:00.000Z' },
      })
      .thenEmits([
        {
          type: 'GatheringUpdated',
          data: {
            ...step,
            changes: {
              endDateTime: { from: '2026-03-01T12:30:00.000Z', to: '2026-03-01T15:00:00.000Z' },
              durationHours: { from: 3, to: 5 },
            },
          },
        },
      ]);
  });

  it('records nothing when nothing changed', () => {
    spec
      .given([created])
      .when({ type: 'UpdateGathering', patch: { location: null } })
      .thenNothingHappened();
  });

  it('revises a rejected event without changing its status', () => {
    spec
      .given([created, submitted(), rejected])
      .when({ type: 'UpdateGathering', patch: { teacherCount: 6 } })
      .thenEmits([
        { type: 'GatheringUpdated', data: { ...step, changes: { teacherCount: { from: 0, to: 6 } } } },
      ]);
  });

  it('moves the event to the city and zone the handler names', () => {
    spec
      .given([created])
      .when({ type: 'UpdateGathering', patch: { cityId: 9, zoneId: 3 } })
      .thenEmits([
        {
          type: 'GatheringUpdated',
          data: {
            gatheringId: 7,
            cityId: 9,
            changes: { cityId: { from: 4, to: 9 }, zoneId: { from: 2, to: 3 } },
          },
        },
      ]);
  });

  it('refuses a pending, approved or cancelled event, an end before the start, and an unknown event', () => {
    spec
      .given([created, submitted()])
      .when({ type: 'UpdateGathering', patch: { title: 'New' } })
      .thenThrows('conflict', NOT_EDITABLE.pending_approval);
    spec
      .given([created, submitted(), approved])
      .when({ type: 'UpdateGathering', patch: { title: 'New' } })
      .thenThrows('conflict', NOT_EDITABLE.approved);
    spec
      .given([created, cancelled])
      .when({ type: 'UpdateGathering', patch: { title: 'New' } })
      .thenThrows('conflict', NOT_EDITABLE.cancelled);
    spec
      .given([created])
      .when({ type: 'UpdateGathering', patch: { endDateTime: '2026-02-01T00:00:00.000Z' } })
      .thenThrows('invalid', 'End date/time must be after the start');
    spec.given([]).when({ type: 'UpdateGathering', patch: {} }).thenThrows('not_found', GATHERING_NOT_FOUND);
  });
});

describe('gathering decider: Submit for Approval', () => {
  it('submits a draft, saving the fields sent with it first', () => {
    spec
      .given([created])
      .when({ type: 'SubmitGathering', patch: { location: 'Jamia Masjid' }, userId: AUTHOR })
      .thenEmits([
        {
          type: 'GatheringUpdated',
          data: { ...step, changes: { location: { from: null, to: 'Jamia Masjid' } } },
        },
        submitted(),
      ]);
  });

  it('resubmits a rejected event, and a draft sent back for changes', () => {
    spec
      .given([created, submitted(), rejected])
      .when({ type: 'SubmitGathering', patch: {}, userId: AUTHOR })
      .thenEmits([submitted('rejected')]);
    spec
      .given([created, submitted(), sentBack])
      .when({ type: 'SubmitGathering', patch: {}, userId: AUTHOR })
      .thenEmits([submitted('draft')]);
  });

  it('refuses a pending, approved or cancelled event', () => {
    for (const history of [
      [created, submitted()],
      [created, submitted(), approved],
      [created, cancelled],
    ]) {
      spec
        .given(history)
        .when({ type: 'SubmitGathering', patch: {}, userId: AUTHOR })
        .thenThrows('conflict', ONLY_DRAFTS_SUBMITTED);
    }
  });
});

describe('gathering decider: review', () => {
  const pending = [created, submitted()];

  it('approves with an optional comment', () => {
    spec
      .given(pending)
      .when({ type: 'ApproveGathering', reviewer, comment: 'Well planned' })
      .thenEmits([approved]);
    spec
      .given(pending)
      .when({ type: 'ApproveGathering', reviewer, comment: null })
      .thenEmits([
        { type: 'GatheringApproved', data: { ...step, fromStatus: 'pending_approval', comment: null } },
      ]);
  });

  it('rejects with the reason, and sends back with the feedback', () => {
    spec
      .given(pending)
      .when({ type: 'RejectGathering', reviewer, reason: 'Too few teachers' })
      .thenEmits([rejected]);
    spec
      .given(pending)
      .when({ type: 'RequestGatheringChanges', reviewer, feedback: 'Add a location' })
      .thenEmits([sentBack]);
  });

  it('refuses to review anything but a pending event', () => {
    for (const history of [
      [created],
      [created, submitted(), approved],
      [created, submitted(), rejected],
      [created, submitted(), sentBack],
      [created, cancelled],
    ]) {
      spec
        .given(history)
        .when({ type: 'ApproveGathering', reviewer, comment: null })
        .thenThrows('conflict', ONLY_PENDING_REVIEWED);
      spec
        .given(history)
        .when({ type: 'RejectGathering', reviewer, reason: 'No' })
        .thenThrows('conflict', ONLY_PENDING_REVIEWED);
      spec
        .given(history)
        .when({ type: 'RequestGatheringChanges', reviewer, feedback: 'More' })
        .thenThrows('conflict', ONLY_PENDING_REVIEWED);
    }
    spec
      .given([])
      .when({ type: 'ApproveGathering', reviewer, comment: null })
      .thenThrows('not_found', GATHERING_NOT_FOUND);
  });

  it('refuses the submitter as reviewer while another reviewer exists, and lets a sole reviewer decide', () => {
    const self = { userId: AUTHOR, otherReviewerExists: true };
    spec
      .given(pending)
      .when({ type: 'ApproveGathering', reviewer: self, comment: null })
      .thenThrows('forbidden', OWN_SUBMISSION);
    spec
      .given(pending)
      .when({ type: 'RejectGathering', reviewer: self, reason: 'No' })
      .thenThrows('forbidden', OWN_SUBMISSION);
    spec
      .given(pending)
      .when({ type: 'RequestGatheringChanges', reviewer: self, feedback: 'More' })
      .thenThrows('forbidden', OWN_SUBMISSION);
    spec
      .given(pending)
      .when({
        type: 'ApproveGathering',
        reviewer: { userId: AUTHOR, otherReviewerExists: false },
        comment: null,
      })
      .thenEmits([
        { type: 'GatheringApproved', data: { ...step, fromStatus: 'pending_approval', comment: null } },
      ]);
  });
});

describe('gathering decider: outcome', () => {
  const live = [created, submitted(), approved];

  it('records the actual participants per group, their total and the notes once the end has passed', () => {
    spec
      .given(live)
      .when({ type: 'RecordGatheringOutcome', outcome, now: AFTER_END })
      .thenEmits([
        {
          type: 'GatheringOutcomeRecorded',
          data: {
            ...step,
            changes: {
              murabbiCount: { from: 0, to: 3 },
              khudaamCount: { from: 0, to: 20 },
              teacherCount: { from: 0, to: 4 },
              majlisSeeratMemberCount: { from: 0, to: 5 },
              executionNotes: { from: null, to: 'Went well' },
              challenges: { from: null, to: 'Late start' },
              actualParticipants: { from: null, to: 32 },
            },
          },
        },
      ]);
  });

  it('corrects a recorded outcome, and records nothing when nothing changed', () => {
    const first = gatheringDecider.decide(
      { type: 'RecordGatheringOutcome', outcome, now: AFTER_END },
      [...live].reduce(gatheringDecider.evolve, gatheringDecider.initialState()),
    );
    spec
      .given([...live, ...first])
      .when({ type: 'RecordGatheringOutcome', outcome, now: AFTER_END })
      .thenNothingHappened();
    spec
      .given([...live, ...first])
      .when({ type: 'RecordGatheringOutcome', outcome: { ...outcome, teacherCount: 5 }, now: AFTER_END })
      .thenEmits([
        {
          type: 'GatheringOutcomeRecorded',
          data: {
            ...step,
            changes: { teacherCount: { from: 4, to: 5 }, actualParticipants: { from: 32, to: 33 } },
          },
        },
      ]);
  });

  it('refuses before the end, and for an event that is not approved', () => {
    spec
      .given(live)
      .when({ type: 'RecordGatheringOutcome', outcome, now: BEFORE_END })
      .thenThrows('conflict', OUTCOME_AFTER_END);
    spec
      .given([created, submitted()])
      .when({ type: 'RecordGatheringOutcome', outcome, now: AFTER_END })
      .thenThrows('conflict', OUTCOME_AFTER_END);
  });
});

describe('gathering decider: cancel and reopen', () => {
  it('cancels a draft, a pending, a rejected or an approved event before its end', () => {
    spec
      .given([created])
      .when({ type: 'CancelGathering', reason: 'Rain', now: BEFORE_END })
      .thenEmits([cancelled]);
    for (const [history, fromStatus] of [
      [[created, submitted()], 'pending_approval'],
      [[created, submitted(), rejected], 'rejected'],
      [[created, submitted(), approved], 'approved'],
    ] as const) {
      spec
        .given([...history])
        .when({ type: 'CancelGathering', reason: 'Rain', now: BEFORE_END })
        .thenEmits([{ type: 'GatheringCancelled', data: { ...step, fromStatus, reason: 'Rain' } }]);
    }
  });

  it('refuses to cancel twice, or an approved event that has ended', () => {
    spec
      .given([created, cancelled])
      .when({ type: 'CancelGathering', reason: 'Again', now: BEFORE_END })
      .thenThrows('conflict', NOT_CANCELLABLE);
    spec
      .given([created, submitted(), approved])
      .when({ type: 'CancelGathering', reason: 'Late', now: AFTER_END })
      .thenThrows('conflict', NOT_CANCELLABLE);
  });

  it('reopens an approved event back to draft, which may then be edited and resubmitted', () => {
    const reopened: GatheringEvent = {
      type: 'GatheringReopened',
      data: { ...step, fromStatus: 'approved', reason: 'Date moved' },
    };
    spec
      .given([created, submitted(), approved])
      .when({ type: 'ReopenGathering', reason: 'Date moved' })
      .thenEmits([reopened]);
    spec
      .given([created, submitted(), approved, reopened])
      .when({ type: 'SubmitGathering', patch: {}, userId: AUTHOR })
      .thenEmits([submitted('draft')]);
  });

  it('refuses to reopen anything but an approved event', () => {
    for (const history of [
      [created],
      [created, submitted()],
      [created, submitted(), rejected],
      [created, cancelled],
    ]) {
      spec
        .given(history)
        .when({ type: 'ReopenGathering', reason: 'Why' })
        .thenThrows('conflict', ONLY_APPROVED_REOPENED);
    }
  });
});
