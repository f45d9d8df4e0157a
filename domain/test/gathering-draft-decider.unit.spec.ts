import { describe, it } from 'vitest';
import { GATHERING_EXISTS, GATHERING_NOT_FOUND, NOT_EDITABLE } from '../src/gatherings/gathering-decider';
import {
  AUTHOR,
  approved,
  cancelled,
  created,
  fields,
  rejected,
  spec,
  step,
  submitted,
} from './gathering-decider-fixtures';

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
