import { describe, expect, it } from 'vitest';
import { ApiError, describeError } from './api-client';
import { describeFieldErrors, renamedFields, serverFieldErrors } from './server-field-errors';

const refused = (fields: Record<string, string> | undefined) =>
  new ApiError('400: …', 400, 'Invalid input', fields);

describe('the server field errors of a refused submit', () => {
  it('keys each message by its top-level field, the first message of each', () => {
    expect(
      serverFieldErrors(refused({ password: 'Too short', 'campus.rooms': 'Bad', 'campus.halls': 'Worse' })),
    ).toEqual({ password: 'Too short', campus: 'Bad' });
  });

  it('puts a conflict at the field its message belongs to, and no other conflict anywhere', () => {
    const conflict = (message: string) => new ApiError(`409: ${message}`, 409, message);
    const conflicts = { 'This user already has a masool profile': 'userId' };
    expect(serverFieldErrors(conflict('This user already has a masool profile'), { conflicts })).toEqual({
      userId: 'This user already has a masool profile',
    });
    expect(serverFieldErrors(conflict('This record was changed by someone else'), { conflicts })).toEqual({});
  });

  it('names a field as the form does', () => {
    const fieldNames = { endDateTime: 'end' };
    expect(serverFieldErrors(refused({ endDateTime: 'Too early', title: 'Blank' }), { fieldNames })).toEqual({
      end: 'Too early',
      title: 'Blank',
    });
    expect(renamedFields({ name: 'Blank', zoneId: 'Missing' }, { name: 'fullName' })).toEqual({
      fullName: 'Blank',
      zoneId: 'Missing',
    });
  });

  it('are said in a toast each once, one a line', () => {
    expect(
      describeFieldErrors({ attendees: 'Must be 0 or more', endTime: 'Too early', x: 'Too early' }),
    ).toBe('Must be 0 or more\nToo early');
  });

  it('is empty for failures that name no field', () => {
    expect(serverFieldErrors(refused(undefined))).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });

  it('are what the toast describes, each rule once, instead of "Invalid input"', () => {
    expect(describeError(refused({ password: 'Too short', newPassword: 'Too short', name: 'Taken' }))).toBe(
      'Too short\nTaken',
    );
    expect(describeError(refused(undefined))).toBe('Invalid input');
  });
});
