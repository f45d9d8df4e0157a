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
