import { describe, expect, it } from 'vitest';
import { Random } from '../src/random';

describe('the seeded random generator', () => {
  it('draws the same sequence from the same seed and another from another seed', () => {
    const draw = (seed: number) => {
      const random = new Random(seed);
      return Array.from({ length: 5 }, () => random.uint32());
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('keeps whole numbers within their bounds and reaches both ends', () => {
    const random = new Random(1);
    const seen = new Set(Array.from({ length: 2_000 }, () => random.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('makes version-4 shaped UUIDs', () => {
    expect(new Random(1).uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('draws Poisson counts around their mean', () => {
    const random = new Random(3);
    const draws = Array.from({ length: 20_000 }, () => random.poisson(0.7));
    const mean = draws.reduce((sum, count) => sum + count, 0) / draws.length;
    expect(mean).toBeGreaterThan(0.65);
    expect(mean).toBeLessThan(0.75);
  });
});
