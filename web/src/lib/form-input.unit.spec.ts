import { zoneFieldsSchema } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { fieldErrors, toCount } from './form-input';

describe('form input', () => {
  it('counts non-numeric input as 0 and keeps numbers for the rules to judge', () => {
    expect(['', 'abc', '7', '-2', '1.5'].map(toCount)).toEqual([0, 0, 7, -2, 1.5]);
  });

  it('gives the first message of each failing field', () => {
    const parsed = zoneFieldsSchema.safeParse({ name: ' ', masool: '', libraryCount: -1 });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors(parsed.error)).toEqual({
      name: 'Name is required',
      masool: 'Masool is required',
      libraryCount: 'Must be 0 or more',
    });
  });
});
