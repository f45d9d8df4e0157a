import type { CustomRoleEvent, Permission } from '@seerat/contracts';
import { conflicting, notFound, ruleBrokenAt } from '@seerat/contracts';
import type { Decider } from '../decider';

export interface CustomRoleState {
  exists: boolean;
  deleted: boolean;
  roleId: number | null;
  name: string;
  description: string;
  permissions: Permission[];
  isActive: boolean;
}

export interface CustomRolePatch {
  description?: string;
  permissions?: Permission[];
  isActive?: boolean;
}

export type CustomRoleCommand =
  | {
      type: 'CreateCustomRole';
      roleId: number;
      name: string;
      description: string;
      permissions: Permission[];
      isActive: boolean;
    }
  | { type: 'UpdateCustomRole'; patch: CustomRolePatch }
  | { type: 'DeleteCustomRole' };

export const CUSTOM_ROLE_NOT_FOUND = 'Custom role not found';

export const initialCustomRoleState = (): CustomRoleState => ({
  exists: false,
  deleted: false,
  roleId: null,
  name: '',
  description: '',
  permissions: [],
  isActive: false,
});

export function evolveCustomRole(state: CustomRoleState, event: CustomRoleEvent): CustomRoleState {
  switch (event.type) {
    case 'CustomRoleCreated':
      return { ...event.data, exists: true, deleted: false };
    case 'CustomRoleUpdated':
      return {
        ...state,
        description: event.data.changes.description?.to ?? state.description,
        permissions: event.data.changes.permissions?.to ?? state.permissions,
      };
    case 'CustomRoleActivated':
      return { ...state, isActive: true };
    case 'CustomRoleDeactivated':
      return { ...state, isActive: false };
    case 'CustomRoleDeleted':
      return { ...state, deleted: true, isActive: false };
  }
}

export function decideCustomRole(command: CustomRoleCommand, state: CustomRoleState): CustomRoleEvent[] {
  switch (command.type) {
    case 'CreateCustomRole': {
      if (state.exists) throw conflicting('Custom role already exists');
      const { type: _command, ...data } = command;
      return [{ type: 'CustomRoleCreated', data: { ...data, permissions: required(data.permissions) } }];
    }
    case 'UpdateCustomRole': {
      const roleId = existingRoleId(state);
      return [...fieldUpdate(roleId, command.patch, state), ...activation(roleId, command.patch, state)];
    }
    case 'DeleteCustomRole':
      return [{ type: 'CustomRoleDeleted', data: { roleId: existingRoleId(state), name: state.name } }];
  }
}

export const customRoleDecider: Decider<CustomRoleState, CustomRoleCommand, CustomRoleEvent> = {
  initialState: initialCustomRoleState,
  evolve: evolveCustomRole,
  decide: decideCustomRole,
};

function existingRoleId(state: CustomRoleState): number {
  if (!state.exists || state.deleted || state.roleId === null) {
    throw notFound(CUSTOM_ROLE_NOT_FOUND);
  }
  return state.roleId;
}

function required(permissions: Permission[]): Permission[] {
  if (permissions.length === 0) throw ruleBrokenAt('permissions', 'Select at least one permission');
  return permissions;
}

/** The description and permissions that really change, each with its value before and after. */
function fieldUpdate(roleId: number, patch: CustomRolePatch, state: CustomRoleState): CustomRoleEvent[] {
  const changes: Extract<CustomRoleEvent, { type: 'CustomRoleUpdated' }>['data']['changes'] = {};
  if (patch.description !== undefined && patch.description !== state.description) {
    changes.description = { from: state.description, to: patch.description };
  }
  if (patch.permissions !== undefined) {
    const to = required(patch.permissions);
    if (JSON.stringify(to) !== JSON.stringify(state.permissions)) {
      changes.permissions = { from: state.permissions, to };
    }
  }
  return Object.keys(changes).length === 0 ? [] : [{ type: 'CustomRoleUpdated', data: { roleId, changes } }];
}

function activation(roleId: number, patch: CustomRolePatch, state: CustomRoleState): CustomRoleEvent[] {
  if (patch.isActive === undefined || patch.isActive === state.isActive) return [];
  return [{ type: patch.isActive ? 'CustomRoleActivated' : 'CustomRoleDeactivated', data: { roleId } }];
}
