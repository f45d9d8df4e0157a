import { zoneHealth } from '@seerat/contracts';
import { Badge, type BadgeTone } from '../ui/badge';

/** Zone health by its number of cities (spec section 9). */
export function ZoneHealthBadge({ totalCities }: { totalCities: number }) {
  const health = zoneHealth(totalCities);
  return <Badge tone={healthTone(health)}>{health}</Badge>;
}

function healthTone(health: ReturnType<typeof zoneHealth>): BadgeTone {
  switch (health) {
    case 'Excellent':
      return 'success';
    case 'Good':
      return 'brand';
    case 'Average':
      return 'info';
    case 'Needs Attention':
      return 'warning';
  }
}
