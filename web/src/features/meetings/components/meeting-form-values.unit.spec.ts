import { describe, expect, it } from 'vitest';
import { initialMeetingFormValues, toCreateRequest, toUpdateRequest } from './meeting-form-values';

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
});
