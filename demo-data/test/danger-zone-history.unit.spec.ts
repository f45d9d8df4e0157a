import { dangerZoneVerdict } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { planOrganisation } from '../src/blueprint';
import { DANGER_ZONE_WATCH_DAYS } from '../src/danger-zone-watch';
import { Random } from '../src/random';
import { DEFAULT_HISTORY_ENDS, DEMO_SCALES } from '../src/scales';
import { timeline } from '../src/timeline';

const DAY_MS = 24 * 60 * 60 * 1000;
const scale = DEMO_SCALES.small;
const random = new Random(1);
const blueprint = planOrganisation(scale, random.fork(), DEFAULT_HISTORY_ENDS);
const items = [...timeline(blueprint, scale.updates, random.uint32())];

describe('the demo history of the danger zone', () => {
  it('flags a city only when the rule says so, and clears it when it meets again', () => {
    const lastMeeting = new Map<object, string>();
    const flagged = new Set<object>();
    const watchStarts = DEFAULT_HISTORY_ENDS.getTime() - (DANGER_ZONE_WATCH_DAYS + 1) * DAY_MS;
    for (const item of items) {
      if (item.type === 'record-meeting') lastMeeting.set(item.city, item.at.toISOString().slice(0, 10));
      if (item.type !== 'danger-zone-verdict') continue;
      expect(item.at.getTime()).toBeGreaterThanOrEqual(watchStarts);
      const verdict = dangerZoneVerdict(
        { status: 'active', lastMeetingDate: lastMeeting.get(item.city) ?? null },
        item.at,
      );
      expect(verdict.inDangerZone).toBe(item.inDangerZone);
      // Entries and exits alternate: nothing is recorded twice.
      expect(flagged.has(item.city)).toBe(!item.inDangerZone);
      if (item.inDangerZone) flagged.add(item.city);
      else flagged.delete(item.city);
    }
  });

  it('has cities falling silent and recovering over the watched year, and some silent at the end', () => {
    const verdicts = items.filter((item) => item.type === 'danger-zone-verdict');
    const recovered = new Set(verdicts.filter((item) => !item.inDangerZone).map((item) => item.city));
    expect(recovered.size).toBeGreaterThan(scale.cities / 4);
    const flaggedAtTheEnd = new Set<object>();
    for (const item of verdicts) {
      if (item.inDangerZone) flaggedAtTheEnd.add(item.city);
      else flaggedAtTheEnd.delete(item.city);
    }
    expect(flaggedAtTheEnd.size).toBeGreaterThan(0);
    expect(flaggedAtTheEnd.size).toBeLessThan(scale.cities);
  });
});
