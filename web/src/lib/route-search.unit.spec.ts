import { describe, expect, it } from 'vitest';
import { asOfSearch, pathId, searchId } from './route-search';

describe('ids in the address', () => {
  it('reads an id in a path as the APIs read one: decimal digits, within what the id columns hold', () => {
    expect(pathId('12')).toBe(12);
    for (const text of ['0', '012', '0x1f', '1e3', ' 7', '7 ', '-3', '12.5', '99999999999', 'abc', ''])
      expect(pathId(text), text).toBeNull();
  });

  it('reads an id in a search whether the router made a number or text of it', () => {
    expect(searchId.parse(12)).toBe(12);
    expect(searchId.parse('12')).toBe(12);
    for (const value of [0, -1, 1.5, '1e3', '0x1f', 'abc', null, true])
      expect(searchId.parse(value)).toBeUndefined();
  });

  it('reads a moment only as an ISO instant with its offset', () => {
    expect(asOfSearch.parse('2026-03-01T09:30:00Z')).toBe('2026-03-01T09:30:00Z');
    expect(asOfSearch.parse('2026-03-01T09:30:00+05:00')).toBe('2026-03-01T09:30:00+05:00');
    for (const value of ['2026-03-01', 'yesterday', 1_700_000_000_000])
      expect(asOfSearch.parse(value)).toBeUndefined();
  });
});

describe('the routes', () => {
  const sources = import.meta.glob<string>('../routes/**/*.tsx', {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('read ids and moments through route-search only', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    for (const [file, source] of Object.entries(sources))
      expect(source, file).not.toMatch(/z\.coerce\.number|z\.number\(\)|iso\.datetime|regex\(\/\^\\d/);
  });
});
