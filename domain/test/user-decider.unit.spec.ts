import type { UserEvent } from '@seerat/contracts';
import { describe, it } from 'vitest';
import { userDecider } from '../src/users/user-decider';
import { deciderSpec } from './decider-spec';

const spec = deciderSpec(userDecider);
const created: UserEvent = {
  type: 'UserCreated',
  data: {
    userId: 7,
    username: 'amina',
    passwordHash: 'h1',
    roles: ['city_masool'],
    assignedZoneId: 1,
    assignedCityId: 3,
  },
};

describe('user decider', () => {
  it('creates a user with a checked assignment', () => {
    spec
      .given([])
      .when({
        type: 'CreateUser',
        userId: 7,
        username: 'amina',
        passwordHash: 'h1',
        assignment: { roles: ['city_masool'], assignedZoneId: 1, assignedCityId: 3 },
      })
      .thenEmits([created]);
  });

  it('drops an assignment the roles do not use', () => {
    spec
      .given([])
      .when({
        type: 'CreateUser',
        userId: 8,
        username: 'root',
        passwordHash: 'h',
        assignment: { roles: ['admin'], assignedZoneId: 4, assignedCityId: 5 },
      })
      .thenEmits([
        {
          type: 'UserCreated',
          data: {
            userId: 8,
            username: 'root',
            passwordHash: 'h',
            roles: ['admin'],
            assignedZoneId: null,
            assignedCityId: null,
          },
        },
      ]);
  });

  it('refuses a zone masool without a zone and a city masool without a city', () => {
    spec
      .given([])
      .when({
        type: 'CreateUser',
        userId: 9,
        username: 'z',
        passwordHash: 'h',
        assignment: { roles: ['zone_masool'], assignedZoneId: null, assignedCityId: null },
      })
      .thenThrows('invalid', 'A zone masool needs an assigned zone');
    spec
      .given([created])
      .when({
        type: 'ChangeUserRoles',
        assignment: { roles: ['city_masool'], assignedZoneId: 1, assignedCityId: null },
      })
      .thenThrows('invalid', 'A city masool needs an assigned city');
  });

  it('refuses to create a user twice', () => {
    spec
      .given([created])
      .when({
        type: 'CreateUser',
        userId: 7,
        username: 'amina',
        passwordHash: 'h',
        assignment: { roles: ['admin'], assignedZoneId: null, assignedCityId: null },
      })
      .thenThrows('conflict', 'User already exists');
  });

  it('changes roles, and records nothing when nothing changes', () => {
    spec
      .given([created])
      .when({
        type: 'ChangeUserRoles',
        assignment: { roles: ['zone_masool'], assignedZoneId: 2, assignedCityId: null },
      })
      .thenEmits([
        {
          type: 'UserRolesChanged',
          data: { userId: 7, roles: ['zone_masool'], assignedZoneId: 2, assignedCityId: null },
        },
      ]);
    spec
      .given([created])
      .when({
        type: 'ChangeUserRoles',
        assignment: { roles: ['city_masool'], assignedZoneId: 1, assignedCityId: 3 },
      })
      .thenNothingHappened();
  });

  it('changes the password of an active user only', () => {
    spec
      .given([created])
      .when({ type: 'ChangePassword', passwordHash: 'h2' })
      .thenEmits([{ type: 'UserPasswordChanged', data: { userId: 7, passwordHash: 'h2' } }]);
    spec
      .given([created, { type: 'UserDeactivated', data: { userId: 7 } }])
      .when({ type: 'ChangePassword', passwordHash: 'h2' })
      .thenThrows('conflict', 'User is deactivated');
  });

  it('deactivates once; a second deactivation changes nothing; an unknown user is not found', () => {
    spec
      .given([created])
      .when({ type: 'DeactivateUser' })
      .thenEmits([{ type: 'UserDeactivated', data: { userId: 7 } }]);
    spec
      .given([created, { type: 'UserDeactivated', data: { userId: 7 } }])
      .when({ type: 'DeactivateUser' })
      .thenNothingHappened();
    spec.given([]).when({ type: 'DeactivateUser' }).thenThrows('not_found', 'User not found');
  });
});
