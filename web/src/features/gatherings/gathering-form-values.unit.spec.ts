import { describe, expect, it } from 'vitest';
import { relativeDate, shownStatus } from './gathering-display';
import {
  gatheringFormErrors,
  initialGatheringFormValues,
  missesRequired,
  toGatheringOutcome,
  toGatheringRequest,
} from './gathering-form-values';

describe('the event form values', () => {
  it('names every missing required field with the spec messages', () => {
    const errors = gatheringFormErrors(initialGatheringFormValues(undefined));
    expect(errors).toEqual({
      title: 'Event name is required',
      purpose: 'Purpose is required',
      start: 'Start date/time is required',
      end: 'End date/time is required',
      cityId: 'City is required',
    });
    expect(missesRequired(errors)).toBe(true);
  });

  it('refuses an end before the start and broken counts, without calling them missing', () => {
    const values = {
      ...initialGatheringFormValues(undefined, 4),
      title: 'Workshop',
      purpose: 'Study',
      start: '2026-03-01T12:00',
      end: '2026-03-01T10:00',
      counts: { ...initialGatheringFormValues(undefined).counts, teacherCount: '-1' },
    };
    const errors = gatheringFormErrors(values);
    expect(errors).toEqual({
      end: 'End date/time must be after the start',
      teacherCount: 'Must be a whole number of 0 or more',
    });
    expect(missesRequired(errors)).toBe(false);
  });

  it('sends ISO times and whole counts, empty counts as 0, and the outcome notes trimmed', () => {
    const values = {
      ...initialGatheringFormValues(undefined, 4),
      title: 'Workshop',
      purpose: 'Study',
      start: '2026-03-01T10:00',
      end: '2026-03-01T12:00',
      counts: {
        murabbiCount: '',
        khudaamCount: '12',
        teacherCount: '3',
        majlisSeeratMemberCount: '0',
        expectedParticipants: '20',
      },
      executionNotes: '  went well ',
    };
    expect(toGatheringRequest({ ...values, cityId: 4 })).toMatchObject({
      startDateTime: new Date('2026-03-01T10:00').toISOString(),
      murabbiCount: 0,
      khudaamCount: 12,
      expectedParticipants: 20,
      cityId: 4,
    });
    expect(toGatheringOutcome(values)).toMatchObject({
      khudaamCount: 12,
      executionNotes: 'went well',
      challenges: null,
    });
  });
});

describe('the event display', () => {
  it('shows an unknown status as draft', () => {
    expect(shownStatus('archived')).toBe('draft');
    expect(shownStatus('in_progress')).toBe('in_progress');
  });

  it('says how far a date is in days', () => {
    const now = new Date(2026, 2, 10, 15, 0);
    expect(relativeDate(new Date(2026, 2, 13, 9, 0).toISOString(), now)).toBe('in 3 days');
    expect(relativeDate(new Date(2026, 2, 11, 9, 0).toISOString(), now)).toBe('tomorrow');
    expect(relativeDate(new Date(2026, 2, 8, 9, 0).toISOString(), now)).toBe('2 days ago');
  });
});
