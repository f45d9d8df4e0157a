import { describe, expect, it } from 'vitest';
import { matchesSearch, noMatchText } from './text-search';

describe('list search', () => {
  it('matches any of the texts, ignoring case and surrounding spaces', () => {
    expect(matchesSearch('  LAH ', 'Lahore')).toBe(true);
    expect(matchesSearch('hore', 'Kasur', 'Lahore')).toBe(true);
    expect(matchesSearch('multan', 'Lahore', null)).toBe(false);
  });

  it('matches Urdu names and skips missing ones', () => {
    expect(matchesSearch('لاہ', 'Lahore', 'لاہور')).toBe(true);
    expect(matchesSearch('لاہ', 'Lahore', null)).toBe(false);
  });

  it('lets an empty search match everything', () => {
    expect(matchesSearch('   ', 'Anything')).toBe(true);
  });
});

describe('the empty list text', () => {
  it('speaks of the search only once something was searched', () => {
    expect(noMatchText('', 'cities')).toBe('No cities found');
    expect(noMatchText('  ', 'zones')).toBe('No zones found');
    expect(noMatchText('mul', 'cities')).toBe('No cities found matching your search.');
  });
});
