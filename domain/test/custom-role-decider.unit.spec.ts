import type { CustomRoleEvent } from '@seerat/contracts';
import { describe, it } from 'vitest';
import { type CustomRoleCommand, customRoleDecider } from '../src/custom-roles/custom-role-decider';
import { deciderSpec } from './decider-spec';

const spec = deciderSpec(customRoleDecider);
const created: CustomRoleEvent = {
  type: 'CustomRoleCreated',
  data: {
    roleId: 3,
    name: 'Reviewer',
    description: 'Reads cities',
    permissions: ['cities_read'],
    isActive: true,
  },
};
const deleted: CustomRoleEvent = { type: 'CustomRoleDeleted', data: { roleId: 3, name: 'Reviewer' } };

describe('custom role decider', () => {
  it('creates a role', () => {
    spec
      .given([])
      .when({
        type: 'CreateCustomRole',
        roleId: 3,
        name: 'Reviewer',
        description: 'Reads cities',
        permissions: ['cities_read'],
        isActive: true,
      })
      .thenEmits([created]);
  });

  it('refuses a role without permissions and creating one twice', () => {
    const create: CustomRoleCommand = {
      type: 'CreateCustomRole',
      roleId: 3,
      name: 'Reviewer',
      description: 'x',
      permissions: [],
      isActive: true,
    };
    spec.given([]).when(create).thenThrows('invalid', 'Select at least one permission');
    spec
      .given([created])
      .when({ ...create, permissions: ['cities_read'] })
      .thenThrows('conflict', 'Custom role already exists');
  });

  it('records only the fields that change, each with its value before', () => {
    spec
      .given([created])
      .when({
        type: 'UpdateCustomRole',
        patch: { description: 'Reads cities', permissions: ['cities_read', 'cities_write'] },
      })
      .thenEmits([
        {
          type: 'CustomRoleUpdated',
          data: {
            roleId: 3,
            changes: { permissions: { from: ['cities_read'], to: ['cities_read', 'cities_write'] } },
          },
        },
      ]);
    spec
      .given([created])
      .when({ type: 'UpdateCustomRole', patch: { description: 'Reads cities' } })
      .thenNothingHappened();
    spec
      .given([created])
      .when({ type: 'UpdateCustomRole', patch: { permissions: [] } })
      .thenThrows('invalid', 'Select at least one permission');
  });

  it('deactivates and activates, recording nothing when the state already holds', () => {
    spec
      .given([created])
      .when({ type: 'UpdateCustomRole', patch: { isActive: false, description: 'Paused' } })
      .thenEmits([
        {
          type: 'CustomRoleUpdated',
          data: { roleId: 3, changes: { description: { from: 'Reads cities', to: 'Paused' } } },
        },
        { type: 'CustomRoleDeactivated', data: { roleId: 3 } },
      ]);
    spec
      .given([created])
      .when({ type: 'UpdateCustomRole', patch: { isActive: true } })
      .thenNothingHappened();
    spec
      .given([created, { type: 'CustomRoleDeactivated', data: { roleId: 3 } }])
      .when({ type: 'UpdateCustomRole', patch: { isActive: true } })
      .thenEmits([{ type: 'CustomRoleActivated', data: { roleId: 3 } }]);
  });

  it('deletes a role once; a deleted or unknown role cannot be changed', () => {
    spec.given([created]).when({ type: 'DeleteCustomRole' }).thenEmits([deleted]);
    spec
      .given([created, deleted])
      .when({ type: 'DeleteCustomRole' })
      .thenThrows('not_found', 'Custom role not found');
    spec
      .given([created, deleted])
      .when({ type: 'UpdateCustomRole', patch: { isActive: true } })
      .thenThrows('not_found', 'Custom role not found');
    spec.given([]).when({ type: 'DeleteCustomRole' }).thenThrows('not_found', 'Custom role not found');
  });
});
