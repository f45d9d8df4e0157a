import { describe, expect, it } from 'vitest';
import { monthLabel } from './month-label';

describe('monthLabel', () => {
  it('writes a month the en-US way, in UTC', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });

  it("writes every month as Intl's en-US short month and year does", () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (let year = 1990; year <= 2100; year++) {
      for (let month = 1; month <= 12; month++) {
        const text = `${year}-${String(month).padStart(2, '0')}`;
        expect(monthLabel(text)).toBe(intl.format(new Date(`${text}-01T00:00:00Z`)));
      }
    }
  });

  it('leaves what is not a month as it is', () => {
    expect(monthLabel('soon')).toBe('soon');
  });
});
