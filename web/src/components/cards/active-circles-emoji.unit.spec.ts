import { describe, expect, it } from 'vitest';
import { activeCirclesEmoji } from './active-circles-emoji';

describe('the city card performance emoji', () => {
  it('changes at 5, 10 and 20 active circles', () => {
    expect([0, 4, 5, 9, 10, 19, 20, 50].map(activeCirclesEmoji)).toEqual([
      '🌱',
      '🌱',
      '👍',
      '👍',
      '⭐',
      '⭐',
      '🔥',
      '🔥',
    ]);
  });
});
