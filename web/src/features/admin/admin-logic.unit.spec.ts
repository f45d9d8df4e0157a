import type { AdminUser } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { assignmentText } from './assignment-text';
import { bulkUploadToast } from './bulk-upload-toast';
import { permissionSummary, withModule, withPermission } from './permission-groups';

const user = (overrides: Partial<AdminUser>): AdminUser => ({
  id: 1,
  username: 'u',
  roles: [],
  assignedZoneId: null,
  assignedCityId: null,
  createdAt: '',
  isActive: true,
  organisationWide: false,
  ...overrides,
});
const names = { zoneName: (id: number) => `Zone ${id}`, cityName: (id: number) => `City ${id}` };

describe('assignmentText', () => {
  it('shows System-wide for an administrator, the zone of a zone masool, the city of a city masool', () => {
    expect(assignmentText(user({ roles: ['admin'], assignedZoneId: 2 }), names)).toBe('System-wide');
    expect(assignmentText(user({ roles: ['zone_masool'], assignedZoneId: 2 }), names)).toBe('Zone 2');
    expect(
      assignmentText(user({ roles: ['city_masool'], assignedZoneId: 2, assignedCityId: 7 }), names),
    ).toBe('City 7');
    expect(
      assignmentText(
        user({ roles: ['zone_masool', 'city_masool'], assignedZoneId: 2, assignedCityId: 7 }),
        names,
      ),
    ).toBe('Zone 2 · City 7');
  });

  it('shows where a custom role applies, organisation-wide roles, and no assignment', () => {
    expect(assignmentText(user({ roles: ['Auditor'], assignedZoneId: 3 }), names)).toBe('Zone 3');
    expect(assignmentText(user({ roles: ['Auditor'], organisationWide: true }), names)).toBe(
      'Organisation-wide',
    );
    expect(assignmentText(user({ roles: ['markazi_team'] }), names)).toBe('Organisation-wide');
    expect(assignmentText(user({ roles: ['Auditor'] }), names)).toBe('Not assigned');
  });
});

describe('bulkUploadToast', () => {
  it('shows the counts, the first 5 error details, then how many more', () => {
    const details = Array.from({ length: 8 }, (_, index) => `Line ${index + 2}: Username already exists`);
    expect(bulkUploadToast({ message: '', created: 3, errors: 8, errorDetails: details })).toEqual({
      title: 'Bulk upload completed with 3 users created, 8 errors',
      description: [...details.slice(0, 5), '... and 3 more'].join('\n'),
    });
    expect(bulkUploadToast({ message: '', created: 2, errors: 0, errorDetails: [] })).toEqual({
      title: 'Bulk upload completed with 2 users created, 0 errors',
    });
  });
});

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
