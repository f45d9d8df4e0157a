/**
 * The emoji beside the dashboard's average performance (spec section 9: 95, 85, 75 and 60 percent,
 * otherwise an alarm).
 */
export function performanceEmoji(percent: number): string {
  if (percent >= 95) return '🏆';
  if (percent >= 85) return '🌟';
  if (percent >= 75) return '👍';
  if (percent >= 60) return '⚠️';
  return '🚨';
}

/**
 * The Average Performance card's figure, or `null` while there is no city to measure: a new
 * organisation's first administrator is not greeted with "0% 🚨".
 */
export function averagePerformanceShown(stats: {
  averagePerformance: number;
  totalCities: number;
}): { percent: number; emoji: string } | null {
  if (stats.totalCities === 0) return null;
  return { percent: stats.averagePerformance, emoji: performanceEmoji(stats.averagePerformance) };
}
