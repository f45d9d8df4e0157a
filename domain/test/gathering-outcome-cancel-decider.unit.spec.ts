import type { GatheringEvent } from '@seerat/contracts';
import { describe, it } from 'vitest';
import {
  gatheringDecider,
  NOT_CANCELLABLE,
  ONLY_APPROVED_REOPENED,
  OUTCOME_AFTER_END,
} from '../src/gatherings/gathering-decider';
import {
  AFTER_END,
  AUTHOR,
  approved,
  BEFORE_END,
  cancelled,
  created,
  outcome,
  rejected,
  spec,
  step,
  submitted,
} from './gathering-decider-fixtures';

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
