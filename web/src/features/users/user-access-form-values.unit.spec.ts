import { describe, expect, it } from 'vitest';
import { accessRequest } from './user-access-form-values';

describe('the access a user dialog sends', () => {
  it('sends organisation-wide for a custom-role holder without a zone or city', () => {
    expect(accessRequest({ roles: ['Auditor'], zoneId: '', cityId: '', organisationWide: true })).toEqual({
      roles: ['Auditor'],
      assignedZoneId: null,
      assignedCityId: null,
      organisationWide: true,
    });
  });

  it('drops organisation-wide once the last custom role is removed, as the server requires', () => {
    expect(
      accessRequest({ roles: ['markazi_team'], zoneId: '', cityId: '', organisationWide: true })
        .organisationWide,
    ).toBe(false);
  });

  it('drops organisation-wide with an assignment, and sends only the pickers the roles use', () => {
    expect(accessRequest({ roles: ['Auditor'], zoneId: '3', cityId: '', organisationWide: true })).toEqual({
      roles: ['Auditor'],
      assignedZoneId: 3,
      assignedCityId: null,
      organisationWide: false,
    });
    expect(
      accessRequest({ roles: ['zone_masool'], zoneId: '3', cityId: '8', organisationWide: false }),
    ).toEqual({
      roles: ['zone_masool'],
      assignedZoneId: 3,
      assignedCityId: null,
      organisationWide: false,
    });
  });
});
