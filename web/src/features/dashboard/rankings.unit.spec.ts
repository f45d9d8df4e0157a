import type { Zone } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { bySize } from './rankings';

const zone = (name: string, totalCities: number) => ({ name, totalCities }) as Zone;

describe('the dashboard rankings', () => {
  it('puts zones with more cities first, then by name', () => {
    const zones = [zone('Multan', 1), zone('Lahore', 4), zone('Karachi', 1)];
    expect(zones.sort(bySize).map((z) => z.name)).toEqual(['Lahore', 'Karachi', 'Multan']);
  });

  it('orders names of as many cities whatever their capitals', () => {
    const zones = [zone('multan', 2), zone('Lahore', 2), zone('karachi', 2), zone('Lahore North', 2)];
    expect(zones.sort(bySize).map((z) => z.name)).toEqual(['karachi', 'Lahore', 'Lahore North', 'multan']);
  });
});
