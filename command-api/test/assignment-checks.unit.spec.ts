import type { Principal } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { checkAssignment } from '../src/features/users/assignment-checks';
import type { AssignmentFacts } from '../src/features/users/assignment-facts';

const facts: AssignmentFacts = {
  customRoles: new Map([
    ['reviewer', { name: 'Reviewer', isActive: true, permissions: ['cities_read'] }],
    ['city editor', { name: 'City Editor', isActive: true, permissions: ['cities_read', 'cities_write'] }],
    ['dormant', { name: 'Dormant', isActive: false, permissions: ['zones_read'] }],
  ]),
  zones: new Set([1, 2]),
  cities: new Map([
    [10, { zoneId: 1, path: [10] }],
    [11, { zoneId: 1, path: [11, 10] }],
  ]),
};
const principal = (overrides: Partial<Principal>): Principal => ({
  id: 1,
  roles: [],
  assignedZoneId: null,
  assignedCityId: null,
  permissions: [],
  ...overrides,
});
const admin = principal({ roles: ['admin'] });
const asAdmin = { granter: admin };
const unassigned = (roles: string[]) => ({ roles, assignedZoneId: null, assignedCityId: null });

describe('checkAssignment', () => {
  it('names system roles in lower case and custom roles as the role is named, once each', () => {
    expect(checkAssignment(facts, unassigned(['Markazi_Team', 'REVIEWER', 'reviewer']), asAdmin)).toEqual(
      unassigned(['markazi_team', 'Reviewer']),
    );
  });

  it('refuses unknown roles and inactive ones the user does not hold yet', () => {
    expect(() => checkAssignment(facts, unassigned(['wizard']), asAdmin)).toThrow('Unknown role: wizard');
    expect(() => checkAssignment(facts, unassigned(['dormant']), asAdmin)).toThrow(
      'Role is not active: Dormant',
    );
  });

  it('lets a user keep roles they hold, even inactive or deleted ones', () => {
    const held = unassigned(['Dormant', 'Gone Role']);
    expect(checkAssignment(facts, unassigned(['dormant', 'Gone Role']), { held, granter: admin })).toEqual(
      unassigned(['Dormant', 'Gone Role']),
    );
  });

  it('refuses a zone or city that does not exist, unless the user is assigned it already', () => {
    expect(() =>
      checkAssignment(facts, { roles: ['zone_masool'], assignedZoneId: 3, assignedCityId: null }, asAdmin),
    ).toThrow('Assigned zone not found');
    expect(() =>
      checkAssignment(facts, { roles: ['city_masool'], assignedZoneId: null, assignedCityId: 12 }, asAdmin),
    ).toThrow('Assigned city not found');
    const assignedBefore = { roles: ['city_masool'], assignedZoneId: 3, assignedCityId: 12 };
    expect(checkAssignment(facts, assignedBefore, { held: assignedBefore, granter: admin })).toEqual(
      assignedBefore,
    );
  });

  it('refuses a granter what they do not hold, over the grantee scope', () => {
    const zoneMasool = principal({ roles: ['zone_masool'], assignedZoneId: 1 });
    // Within the granter's zone, city permissions and their own role are theirs to give...
    expect(
      checkAssignment(
        facts,
        { roles: ['zone_masool', 'City Editor'], assignedZoneId: 1, assignedCityId: 11 },
        { granter: zoneMasool },
      ).roles,
    ).toEqual(['zone_masool', 'City Editor']);
    // ...a role they lack, or permissions over another zone, are not.
    expect(() => checkAssignment(facts, unassigned(['admin']), { granter: zoneMasool })).toThrow(
      'You cannot grant what you do not hold: admin',
    );
    expect(() =>
      checkAssignment(
        facts,
        { roles: ['Reviewer'], assignedZoneId: 2, assignedCityId: null },
        { granter: zoneMasool },
      ),
    ).toThrow('You cannot grant what you do not hold: cities_read');
  });
});
