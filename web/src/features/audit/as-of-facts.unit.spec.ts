import { describe, expect, it } from 'vitest';
import { asOfFacts, shownValue } from './as-of-facts';

describe('the facts of an entity as of a moment', () => {
  it("shows what an event's decider keeps beside its fields, by the history's names, not its bookkeeping", () => {
    const facts = asOfFacts('events', {
      gatheringId: 7,
      fields: { title: 'Seerat Conference', location: 'Town Hall' },
      status: 'draft',
      approvalStatus: 'draft',
      submittedById: 3,
      outcome: { executionNotes: null, achievements: 'Forty came', actualParticipants: 40 },
    });
    expect(facts).toEqual([
      ['title', 'Seerat Conference'],
      ['location', 'Town Hall'],
      ['actualParticipants', 40],
      ['executionNotes', null],
      ['achievements', 'Forty came'],
      ['status', 'draft'],
      ['approvalStatus', 'draft'],
    ]);
  });

  it("names each of a meeting's action items as its history does", () => {
    const facts = asOfFacts('meetings', {
      meetingId: 2,
      fields: { title: 'Monthly review' },
      actionItems: [{ id: 3, task: 'Book the hall', status: 'pending' }],
    });
    expect(facts).toEqual([
      ['title', 'Monthly review'],
      ['actionItem 3 task', 'Book the hall'],
      ['actionItem 3 status', 'pending'],
    ]);
  });

  it("keeps a report's version, and nothing of a state that has no fields yet", () => {
    expect(asOfFacts('karguzari', { reportId: 1, fields: { title: 'Week 4' }, version: 2 })).toEqual([
      ['title', 'Week 4'],
      ['version', 2],
    ]);
    expect(asOfFacts('qabails', { qabailId: null, fields: null, deleted: false })).toEqual([]);
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
