import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './dates';

describe('formatCalendarDate', () => {
  it('writes a calendar day the en-US way whatever the time zone', () => {
    expect(formatCalendarDate('2025-01-01')).toBe('Jan 1, 2025');
    expect(formatCalendarDate('2025-03-04T00:00:00.000Z')).toBe('Mar 4, 2025');
  });
});
