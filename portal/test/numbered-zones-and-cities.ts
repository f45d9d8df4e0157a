import { expect } from 'vitest';
import type { PortalClient } from './portal-harness';

/**
 * Zones 1…`zones` and cities 1…`cities` (all in zone 1) on a fresh portal, for specs that assign
 * users to zones and cities by small ids: an assignment must name a zone or city that exists.
 */
export async function createNumberedZonesAndCities(
  admin: PortalClient,
  counts: { zones: number; cities: number },
): Promise<void> {
  for (let expected = 1; expected <= counts.zones; expected++) {
    const created = await admin.post('/api/zones', { name: `Zone ${expected}`, masool: 'Masool' });
    expect(((await created.json()) as { id: number }).id).toBe(expected);
  }
  for (let expected = 1; expected <= counts.cities; expected++) {
    const created = await admin.post('/api/cities', { name: `City ${expected}`, masoolName: 'M', zoneId: 1 });
    expect(((await created.json()) as { id: number }).id).toBe(expected);
  }
}
