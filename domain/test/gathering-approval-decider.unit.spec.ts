import { describe, it } from 'vitest';
import {
  GATHERING_NOT_FOUND,
  ONLY_DRAFTS_SUBMITTED,
  ONLY_PENDING_REVIEWED,
  OWN_SUBMISSION,
} from '../src/gatherings/gathering-decider';
import {
  AUTHOR,
  approved,
  cancelled,
  created,
  rejected,
  reviewer,
  sentBack,
  spec,
  step,
  submitted,
} from './gathering-decider-fixtures';

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
