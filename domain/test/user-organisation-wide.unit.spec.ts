import type { UserEvent } from '@seerat/contracts';
import { describe, it } from 'vitest';
import { userDecider } from '../src/users/user-decider';
import { deciderSpec } from './decider-spec';

const spec = deciderSpec(userDecider);
const created = (roles: string[], assignedZoneId: number | null = null): UserEvent => ({
  type: 'UserCreated',
  data: { userId: 4, username: 'u', passwordHash: 'h', roles, assignedZoneId, assignedCityId: null },
});
const widened: UserEvent = {
  type: 'UserOrganisationWideChanged',
  data: { userId: 4, organisationWide: true },
};
const unassigned = (roles: string[]) => ({ roles, assignedZoneId: null, assignedCityId: null });
const REFUSED = 'Organisation-wide access is for a user with custom roles and no assigned zone or city';

describe('user decider: organisation-wide access', () => {
  it('is granted to a custom-role holder without assignment', () => {
    spec
      .given([created(['reviewer'])])
      .when({ type: 'ChangeUserRoles', assignment: unassigned(['reviewer']), organisationWide: true })
      .thenEmits([widened]);
  });

  it('is refused with an assignment or without custom roles', () => {
    spec
      .given([created(['reviewer'])])
      .when({
        type: 'ChangeUserRoles',
        assignment: { roles: ['reviewer'], assignedZoneId: 2, assignedCityId: null },
        organisationWide: true,
      })
      .thenThrows('invalid', REFUSED);
    spec
      .given([created(['markazi_team'])])
      .when({ type: 'ChangeUserRoles', assignment: unassigned(['markazi_team']), organisationWide: true })
      .thenThrows('invalid', REFUSED);
  });

  it('lapses by itself when the user gets an assignment or loses the last custom role', () => {
    spec
      .given([created(['reviewer']), widened])
      .when({
        type: 'ChangeUserRoles',
        assignment: { roles: ['reviewer'], assignedZoneId: 2, assignedCityId: null },
      })
      .thenEmits([
        {
          type: 'UserRolesChanged',
          data: { userId: 4, roles: ['reviewer'], assignedZoneId: 2, assignedCityId: null },
        },
        { type: 'UserOrganisationWideChanged', data: { userId: 4, organisationWide: false } },
      ]);
    spec
      .given([created(['reviewer']), widened])
      .when({ type: 'ChangeUserRoles', assignment: unassigned(['markazi_team']) })
      .thenEmits([
        {
          type: 'UserRolesChanged',
          data: { userId: 4, roles: ['markazi_team'], assignedZoneId: null, assignedCityId: null },
        },
        { type: 'UserOrganisationWideChanged', data: { userId: 4, organisationWide: false } },
      ]);
  });

  it('stays as it is when an edit does not mention it, and records nothing when nothing changes', () => {
    spec
      .given([created(['reviewer']), widened])
      .when({ type: 'ChangeUserRoles', assignment: unassigned(['reviewer']) })
      .thenNothingHappened();
    spec
      .given([created(['reviewer']), widened])
      .when({ type: 'ChangeUserRoles', assignment: unassigned(['reviewer']), organisationWide: false })
      .thenEmits([{ type: 'UserOrganisationWideChanged', data: { userId: 4, organisationWide: false } }]);
  });
});
