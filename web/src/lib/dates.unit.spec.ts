import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClockTime, formatDate, formatLongDate } from './dates';

/** Every day from 2000 to 2040, at noon in the viewer's (the test's) time zone. */
function* everyDay(): Generator<Date> {
  for (let day = new Date(2000, 0, 1, 12); day.getFullYear() < 2041; day.setDate(day.getDate() + 1)) {
    yield new Date(day);
  }
}

describe('days, written without Intl as Intl writes them en-US', () => {
  it('formatLongDate: the full date', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' });
    for (const day of everyDay()) expect(formatLongDate(day)).toBe(intl.format(day));
  });

  it("formatDate: the medium date of the viewer's day", () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    for (const day of everyDay()) expect(formatDate(day.toISOString())).toBe(intl.format(day));
  });

  it('formatCalendarDate: the medium date of the day as written', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    for (const day of everyDay()) {
      const text = day.toISOString().slice(0, 10);
      expect(formatCalendarDate(text)).toBe(intl.format(new Date(`${text}T00:00:00Z`)));
    }
  });

  it('formatDate refuses what is no date, as Intl did', () => {
    expect(() => formatDate('soon')).toThrow(RangeError);
  });
});

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
