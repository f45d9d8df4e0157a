import { describe, expect, it } from 'vitest';
import { profileSavedToast } from './profile-saved-toast';

describe('the toast of a saved profile', () => {
  it('says the picture was uploaded only when the save kept a new one', () => {
    const title = 'Profile updated successfully';
    expect(profileSavedToast(title, { before: null, after: '/uploads/new.webp' })).toEqual({
      title,
      description: 'Picture uploaded successfully',
    });
    expect(profileSavedToast(title, { before: '/uploads/a.webp', after: '/uploads/a.webp' })).toEqual({
      title,
    });
    expect(profileSavedToast(title, { before: '/uploads/a.webp', after: null })).toEqual({ title });
  });
});
