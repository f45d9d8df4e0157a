import { describe, expect, it } from 'vitest';
import { performanceEmoji } from './performance-emoji';

describe('the average performance emoji', () => {
  it('changes at 95, 85, 75 and 60 percent, and is an alarm below', () => {
    expect([100, 95, 94, 85, 84, 75, 74, 60, 59, 0].map(performanceEmoji)).toEqual([
      '🏆',
      '🏆',
      '🌟',
      '🌟',
      '👍',
      '👍',
      '⚠️',
      '⚠️',
      '🚨',
      '🚨',
    ]);
  });
});
