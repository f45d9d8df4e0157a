import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClockTime } from './dates';

describe('formatCalendarDate', () => {
  it('writes a calendar day the en-US way whatever the time zone', () => {
    expect(formatCalendarDate('2025-01-01')).toBe('Jan 1, 2025');
    expect(formatCalendarDate('2025-03-04T00:00:00.000Z')).toBe('Mar 4, 2025');
  });
});

describe('formatClockTime', () => {
  it('writes a clock time the en-US way, as event times are', () => {
    expect(formatClockTime('14:30')).toBe('2:30 PM');
    expect(formatClockTime('09:05')).toBe('9:05 AM');
    expect(formatClockTime('00:00')).toBe('12:00 AM');
    expect(formatClockTime('After Isha')).toBe('After Isha');
  });
});
