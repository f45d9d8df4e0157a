import type { City, Zone } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { byPerformance, bySize } from './rankings';

const city = (name: string, activeCircles: number, majlisMembers: number) =>
  ({ name, activeCircles, majlisMembers }) as City;
const zone = (name: string, totalCities: number) => ({ name, totalCities }) as Zone;

describe('the dashboard rankings', () => {
  it('puts cities with more active circles first, then more majlis members', () => {
    const cities = [city('A', 2, 90), city('B', 10, 5), city('C', 2, 100), city('D', 10, 50)];
    expect(cities.sort(byPerformance).map((c) => c.name)).toEqual(['D', 'B', 'C', 'A']);
  });

  it('puts zones with more cities first, then by name', () => {
    const zones = [zone('Multan', 1), zone('Lahore', 4), zone('Karachi', 1)];
    expect(zones.sort(bySize).map((z) => z.name)).toEqual(['Lahore', 'Karachi', 'Multan']);
  });
});
