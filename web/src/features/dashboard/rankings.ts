import type { City, Zone } from '@seerat/contracts';

/** Cities that perform best first: most active circles, then most majlis members (spec section 9). */
export function byPerformance(a: City, b: City): number {
  return b.activeCircles - a.activeCircles || b.majlisMembers - a.majlisMembers;
}

/** Zones with most cities first, then by name. */
export function bySize(a: Zone, b: Zone): number {
  return b.totalCities - a.totalCities || a.name.localeCompare(b.name);
}
