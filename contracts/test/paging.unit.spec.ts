import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, pageQuerySchema } from '../src';

describe('a page request', () => {
  it('takes the default limit, and refuses one above the maximum, naming limit', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: PAGE_LIMIT_DEFAULT });
    const refused = pageQuerySchema.safeParse({ limit: String(PAGE_LIMIT_MAX + 1) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([['limit']]);
  });

  it('carries any sort values through its cursor, Urdu text and times included', () => {
    const values = ['لاہور', '2026-11-27T15:51:53.123456+00:00', 42];
    const cursor = encodeCursor(values);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(values);
    expect(pageQuerySchema.parse({ cursor })).toEqual({ limit: PAGE_LIMIT_DEFAULT, cursor: values });
  });

  it('refuses a cursor it did not write, naming cursor', () => {
    for (const cursor of ['not a cursor', '!!!', encodeCursor([]), btoa('{"a":1}'), btoa('[null]')]) {
      const refused = pageQuerySchema.safeParse({ cursor });
      expect(refused.success, cursor).toBe(false);
      expect(refused.error?.issues.map((issue) => issue.path)).toEqual([['cursor']]);
    }
  });
});
