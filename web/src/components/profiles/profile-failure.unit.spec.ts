import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { profileFailureTitle } from './profile-failure';

describe("a profile form's failure", () => {
  it('names the step when the server refused the profile', () => {
    const refused = new ApiError('409: taken', 409, 'This user already has a masool profile');
    expect(profileFailureTitle(refused, 'Failed to create profile')).toBe('Failed to create profile');
    expect(profileFailureTitle(new ApiError('400', 400, 'x'), 'Failed to update profile')).toBe(
      'Failed to update profile',
    );
  });

  it('says the form failed when no answer about the profile came', () => {
    expect(profileFailureTitle(new TypeError('Failed to fetch'), 'Failed to create profile')).toBe(
      'Failed to submit form',
    );
    expect(profileFailureTitle(new ApiError('502', 502, undefined), 'Failed to update profile')).toBe(
      'Failed to submit form',
    );
  });
});
