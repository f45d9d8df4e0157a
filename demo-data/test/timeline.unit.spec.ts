import { describe, expect, it } from 'vitest';
import { planOrganisation } from '../src/blueprint';
import { Random } from '../src/random';
import { DEFAULT_HISTORY_ENDS, DEMO_SCALES } from '../src/scales';
import { countTimeline, type TimelineItem, timeline } from '../src/timeline';

const scale = DEMO_SCALES.small;

function plan(seed: number) {
  const random = new Random(seed);
  return { blueprint: planOrganisation(scale, random.fork(), DEFAULT_HISTORY_ENDS), seed: random.uint32() };
}

function describeItem(item: TimelineItem): string {
  const entity =
    'city' in item
      ? item.city.name
      : 'zone' in item
        ? item.zone.name
        : 'user' in item
          ? item.user.username
          : 'qabail' in item
            ? `${item.qabail.qabilahName} of ${item.qabail.city.name}`
            : 'gathering' in item
              ? `${item.gathering.eventType} of ${item.gathering.city.name} ${'step' in item ? item.step.kind : 'created'}`
              : 'budget' in item
                ? `budget of ${item.budget.gathering.city.name} ${'step' in item ? item.step.kind : 'created'}`
                : item.entry.kind;
  return `${item.at.toISOString()} ${item.type} ${entity} ${item.seed}`;
}

describe('the demo timeline', () => {
  it('is the same history for the same seed', () => {
    const first = plan(1);
    const second = plan(1);
    const a = [...timeline(first.blueprint, scale.updates, first.seed)].map(describeItem);
    const b = [...timeline(second.blueprint, scale.updates, second.seed)].map(describeItem);
    expect(a).toEqual(b);
    expect(a).not.toEqual([...timeline(plan(2).blueprint, scale.updates, plan(2).seed)].map(describeItem));
  });

  it('runs in time order over the years, with about the planned number of updates', () => {
    const { blueprint, seed } = plan(1);
    const items = [...timeline(blueprint, scale.updates, seed)];
    const times = items.map((item) => item.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(items[0]!.at.getTime()).toBeGreaterThanOrEqual(blueprint.start.getTime());
    expect(items.at(-1)!.at.getTime()).toBeLessThanOrEqual(blueprint.end.getTime());
    const updates = items.filter((item) => item.type === 'update-city' || item.type === 'update-zone').length;
    expect(updates).toBeGreaterThan(scale.updates * 0.9);
    expect(updates).toBeLessThan(scale.updates * 1.1);
    expect(countTimeline(blueprint, scale.updates, seed)).toBe(items.length);
  });

  it('creates every zone before its cities, a town circle before its sub-cities, a city before its updates', () => {
    const { blueprint, seed } = plan(1);
    const created = new Set<object>();
    for (const item of timeline(blueprint, scale.updates, seed)) {
      switch (item.type) {
        case 'create-zone':
          created.add(item.zone);
          break;
        case 'create-city':
          expect(created.has(item.city.zone)).toBe(true);
          if (item.city.hub) expect(created.has(item.city.hub)).toBe(true);
          created.add(item.city);
          break;
        case 'update-city':
          expect(created.has(item.city)).toBe(true);
          break;
        case 'update-zone':
          expect(created.has(item.zone)).toBe(true);
          break;
        case 'create-user':
          if (item.user.city) expect(created.has(item.user.city)).toBe(true);
          if (item.user.zone) expect(created.has(item.user.zone)).toBe(true);
          break;
        case 'add-catalogue-entry':
          break;
      }
    }
    expect(blueprint.cities.some((city) => city.hub)).toBe(true);
    expect(new Set(blueprint.users.map((user) => user.role))).toEqual(
      new Set(['admin', 'markazi_masool', 'markazi_team', 'zone_masool', 'city_masool']),
    );
  });
});
