import { REQUIRED_FIELDS_MESSAGE } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import {
  END_BEFORE_START,
  initialMeetingFormValues,
  meetingFormErrors,
  toCreateRequest,
  toUpdateRequest,
} from './meeting-form-values';

const typed = {
  ...initialMeetingFormValues(undefined, { cityId: 7 }),
  title: 'Weekly circle review',
  meetingDate: '2025-03-01',
  attendees: '14',
  status: 'ongoing' as const,
};

describe('meeting form values', () => {
  it('sends the chosen first status with a new meeting', () => {
    expect(toCreateRequest(typed)).toMatchObject({ status: 'ongoing', cityId: 7, attendees: 14 });
  });

  it('leaves the status out of an edit: it changes only through the change-status command', () => {
    const request = toUpdateRequest({ ...typed, changeReason: 'Minutes taken' });
    expect(request).not.toHaveProperty('status');
    expect(request).toMatchObject({ title: 'Weekly circle review', changeReason: 'Minutes taken' });
  });

  it('finds nothing wrong with a complete meeting', () => {
    expect(meetingFormErrors(typed, false)).toEqual({});
  });

  it('refuses a minus sign at Attendees instead of sending 0', () => {
    expect(toCreateRequest({ ...typed, attendees: '-3' }).attendees).toBe(-3);
    expect(meetingFormErrors({ ...typed, attendees: '-3' }, false)).toEqual({
      attendees: 'Must be 0 or more',
    });
    expect(meetingFormErrors({ ...typed, attendees: '2.5' }, true)).toEqual({
      attendees: 'Must be a whole number',
    });
  });

  it('refuses an end before the start at End Time', () => {
    const late = { ...typed, startTime: '18:00', endTime: '17:30' };
    expect(meetingFormErrors(late, false)).toEqual({ endTime: END_BEFORE_START });
    expect(meetingFormErrors({ ...late, endTime: '19:00' }, false)).toEqual({});
  });

  it('marks each missing required field', () => {
    const blank = initialMeetingFormValues();
    expect(meetingFormErrors(blank, false)).toEqual({
      title: REQUIRED_FIELDS_MESSAGE,
      meetingDate: REQUIRED_FIELDS_MESSAGE,
      cityId: REQUIRED_FIELDS_MESSAGE,
    });
  });
});
