import type { Zone } from '@seerat/contracts';

/**
 * Zones with most cities first, then by name, letter by letter with capitals as small letters.
 * Not `localeCompare`: its first call loads the browser's collation data (15 to 50 ms here, four
 * times as long on Lighthouse's phone) within the dashboard's first paint (bench/RESULTS.md, "The
 * dashboard's first paint on a slow host").
 */
export function bySize(a: Zone, b: Zone): number {
  return b.totalCities - a.totalCities || byLetters(a.name.toLowerCase(), b.name.toLowerCase());
}

function byLetters(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
