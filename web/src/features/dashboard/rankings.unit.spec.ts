import type { Zone } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { bySize } from './rankings';

const zone = (name: string, totalCities: number) => ({ name, totalCities }) as Zone;

describe('the dashboard rankings', () => {
  it('puts zones with more cities first, then by name', () => {
    const zones = [zone('Multan', 1), zone('Lahore', 4), zone('Karachi', 1)];
    expect(zones.sort(bySize).map((z) => z.name)).toEqual(['Lahore', 'Karachi', 'Multan']);
  });
});
