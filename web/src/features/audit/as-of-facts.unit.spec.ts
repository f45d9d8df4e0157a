import { describe, expect, it } from 'vitest';
import { asOfFacts, lastChangedOf, shownValue } from './as-of-facts';

describe('the facts of an entity as of a moment', () => {
  it("shows the fields of the present read's shape by the history's names, in the form's order", () => {
    const facts = asOfFacts('qabails', {
      activeCircles: 4,
      id: 9,
      cityName: 'Lahore',
      qabilahName: 'Banu Hashim',
      zoneId: 2,
      cityPath: [5, 1],
      createdAt: '2026-12-01T10:00:00.000Z',
      updatedAt: '2026-12-05T22:01:34.146Z',
      version: 3,
      asOf: '2026-12-06T00:00:00.000Z',
      revision: 3,
    });
    expect(facts).toEqual([
      ['qabilahName', 'Banu Hashim'],
      ['cityName', 'Lahore'],
      ['activeCircles', 4],
    ]);
  });

  it("shows a recommended book's activation beside what it was added with, and not its id", () => {
    const facts = asOfFacts('recommended-books', {
      id: 3,
      isActive: false,
      title: 'Ar-Raheeq',
      priority: 1,
      asOf: '2026-12-06T00:00:00.000Z',
      revision: 2,
    });
    expect(facts).toEqual([
      ['title', 'Ar-Raheeq'],
      ['priority', 1],
      ['isActive', false],
    ]);
  });

  it('says when the entity last changed by then, where its present read stamps it', () => {
    expect(lastChangedOf({ updatedAt: '2026-12-05T22:01:34.146Z', revision: 2 })).toBe(
      '2026-12-05T22:01:34.146Z',
    );
    expect(lastChangedOf({ id: 3, modelName: 'Hijrah map', revision: 1 })).toBeUndefined();
  });

  it('shows values plainly: yes or no, lists by their items, nothing as N/A', () => {
    expect(shownValue(true)).toBe('Yes');
    expect(shownValue([])).toBe('N/A');
    expect(shownValue(['Seerat', 'Hadith'])).toBe('Seerat, Hadith');
    expect(shownValue('')).toBe('N/A');
    expect(shownValue('2026-12-05T22:01:34.146Z')).toMatch(/^Dec \d, 2026/);
    expect(shownValue('2026-12-05')).toBe('2026-12-05');
  });
});
