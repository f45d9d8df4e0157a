import { describe, expect, it } from 'vitest';
import { listSearchSchema } from './list-search';

describe('the search kept in a list screen address', () => {
  it('keeps the text as typed, spaces included', () => {
    expect(listSearchSchema.parse({ q: 'new ' })).toEqual({ q: 'new ' });
  });

  it('reads a number the router parsed from `?q=12` as its text', () => {
    expect(listSearchSchema.parse({ q: 12 })).toEqual({ q: '12' });
  });

  it('drops anything else instead of failing the screen', () => {
    expect(listSearchSchema.parse({ q: { nested: true } })).toEqual({ q: undefined });
    expect(listSearchSchema.parse({})).toEqual({});
  });
});
