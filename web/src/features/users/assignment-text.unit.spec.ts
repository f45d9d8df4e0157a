import type { AdminUser } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { assignmentText } from './assignment-text';

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
    expect(assignmentText(user({ roles: ['auditor'] }), names)).toBe('Organisation-wide');
    expect(assignmentText(user({ roles: ['Auditor'] }), names)).toBe('Not assigned');
  });
});
