import { describe, expect, it } from 'vitest';
import { monthLabel } from './month-label';

describe('monthLabel', () => {
  it('writes a month the en-US way, in UTC', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });

  it('leaves what is not a month as it is', () => {
    expect(monthLabel('soon')).toBe('soon');
  });
});
