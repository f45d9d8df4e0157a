import { describe, expect, it } from 'vitest';
import { permissionSummary, withModule, withPermission } from './permission-groups';

describe('permission groups', () => {
  it('selects and deselects a module, keeping the permission order', () => {
    expect(withModule(['users_read'], 'cities', true)).toEqual([
      'cities_read',
      'cities_write',
      'cities_delete',
      'users_read',
    ]);
    expect(withModule(['cities_read', 'cities_write', 'users_read'], 'cities', false)).toEqual([
      'users_read',
    ]);
    expect(withPermission(['users_read'], 'zones_write', true)).toEqual(['zones_write', 'users_read']);
    expect(withPermission(['zones_write', 'users_read'], 'zones_write', false)).toEqual(['users_read']);
  });

  it('summarises permissions by module', () => {
    expect(permissionSummary(['cities_read', 'zones_read', 'cities_write'])).toBe(
      'Zones: read · Cities: read, write',
    );
  });
});
