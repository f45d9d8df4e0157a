/**
 * The city card's performance emoji by active circles (spec section 9: thresholds 5, 10 and 20):
 * a fire from 20, a star from 10, a thumbs-up from 5, a seedling below.
 */
export function activeCirclesEmoji(activeCircles: number): string {
  if (activeCircles >= 20) return '🔥';
  if (activeCircles >= 10) return '⭐';
  if (activeCircles >= 5) return '👍';
  return '🌱';
}
