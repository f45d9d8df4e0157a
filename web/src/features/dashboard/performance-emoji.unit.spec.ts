import { describe, expect, it } from 'vitest';
import { averagePerformanceShown, performanceEmoji } from './performance-emoji';

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

describe('the Average Performance figure', () => {
  it('is the percent and its emoji, and nothing at all before the first city', () => {
    expect(averagePerformanceShown({ averagePerformance: 80, totalCities: 5 })).toEqual({
      percent: 80,
      emoji: '👍',
    });
    expect(averagePerformanceShown({ averagePerformance: 0, totalCities: 3 })).toEqual({
      percent: 0,
      emoji: '🚨',
    });
    expect(averagePerformanceShown({ averagePerformance: 0, totalCities: 0 })).toBeNull();
  });
});
