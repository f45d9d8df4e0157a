import type { Zone } from '@seerat/contracts';

/** Zones with most cities first, then by name. */
export function bySize(a: Zone, b: Zone): number {
  return b.totalCities - a.totalCities || a.name.localeCompare(b.name);
}
