import type { CurrentUser } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { canAddCity, canListZones, toPrincipal } from './principal';

const user = (roles: string[], assignedZoneId: number | null, assignedCityId: number | null = null) =>
  toPrincipal({
    id: 7,
    username: 'u',
    roles,
    assignedZoneId,
    assignedCityId,
    createdAt: '',
  } satisfies CurrentUser);

describe('what the screens offer by role', () => {
  it('offers Add New City to administrators and zone masools, not to city masools', () => {
    expect(canAddCity(user(['admin'], null))).toBe(true);
    expect(canAddCity(user(['zone_masool'], 3))).toBe(true);
    expect(canAddCity(user(['city_masool'], 3, 12))).toBe(false);
    expect(canAddCity(user(['markazi_team'], null))).toBe(false);
  });

  it('offers the zone list to administrators and zone masools, not to city masools', () => {
    expect(canListZones(user(['admin'], null))).toBe(true);
    expect(canListZones(user(['zone_masool'], 3))).toBe(true);
    expect(canListZones(user(['zone_masool'], null))).toBe(false);
    expect(canListZones(user(['city_masool'], 3, 12))).toBe(false);
  });

  it('takes the custom-role permissions the server resolved, and none when it sent none', () => {
    expect(user(['editor'], 3).permissions).toEqual([]);
    const editor = toPrincipal({
      id: 8,
      username: 'e',
      roles: ['editor'],
      assignedZoneId: 3,
      assignedCityId: null,
      createdAt: '',
      permissions: ['cities_write'],
    });
    expect(canAddCity(editor)).toBe(true);
  });
});
