import { conflicting, isSystemRole, notFound, ruleBrokenAt, type UserEvent } from '@seerat/contracts';
import type { Decider } from '../decider';

export interface UserState {
  exists: boolean;
  userId: number | null;
  username: string | null;
  passwordHash: string | null;
  roles: string[];
  assignedZoneId: number | null;
  assignedCityId: number | null;
  isActive: boolean;
  /** Custom-role permissions apply organisation-wide; only without any assignment. */
  organisationWide: boolean;
  /** Created with a generated password not yet changed (see `userCreatedSchema`). */
  mustChangePassword: boolean;
}

export interface Assignment {
  roles: string[];
  assignedZoneId: number | null;
  assignedCityId: number | null;
}

export type UserCommand =
  | {
      type: 'CreateUser';
      userId: number;
      username: string;
      passwordHash: string;
      assignment: Assignment;
      mustChangePassword?: boolean;
    }
  | { type: 'ChangeUserRoles'; assignment: Assignment; organisationWide?: boolean }
  | { type: 'ChangePassword'; passwordHash: string }
  | { type: 'DeactivateUser' }
  | { type: 'LiftSignInLockout' };

export const initialUserState = (): UserState => ({
  exists: false,
  userId: null,
  username: null,
  passwordHash: null,
  roles: [],
  assignedZoneId: null,
  assignedCityId: null,
  isActive: false,
  organisationWide: false,
  mustChangePassword: false,
});

export const ORGANISATION_WIDE_REFUSED =
  'Organisation-wide access is for a user with custom roles and no assigned zone or city';

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserCreated':
      return {
        ...event.data,
        exists: true,
        isActive: true,
        organisationWide: false,
        mustChangePassword: event.data.mustChangePassword === true,
      };
    case 'UserRolesChanged':
      return {
        ...state,
        roles: event.data.roles,
        assignedZoneId: event.data.assignedZoneId,
        assignedCityId: event.data.assignedCityId,
      };
    case 'UserPasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, mustChangePassword: false };
    case 'UserDeactivated':
      return { ...state, isActive: false };
    case 'UserOrganisationWideChanged':
      return { ...state, organisationWide: event.data.organisationWide };
    case 'UserSignInLockoutLifted':
      return state;
  }
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'CreateUser': {
      if (state.exists) throw conflicting('User already exists');
      const assignment = checkedAssignment(command.assignment);
      return [
        {
          type: 'UserCreated',
          data: {
            userId: command.userId,
            username: command.username,
            passwordHash: command.passwordHash,
            ...assignment,
            // Only when set: the events of accounts with a chosen password stay as they were.
            ...(command.mustChangePassword === true && { mustChangePassword: true }),
          },
        },
      ];
    }
    case 'ChangeUserRoles': {
      const userId = activeUserId(state);
      const assignment = checkedAssignment(command.assignment);
      const organisationWide = organisationWideAfter(command.organisationWide, assignment, state);
      const events: UserEvent[] = [];
      if (!sameAssignment(assignment, state)) {
        events.push({ type: 'UserRolesChanged', data: { userId, ...assignment } });
      }
      if (organisationWide !== state.organisationWide) {
        events.push({ type: 'UserOrganisationWideChanged', data: { userId, organisationWide } });
      }
      return events;
    }
    case 'ChangePassword':
      return [
        {
          type: 'UserPasswordChanged',
          data: { userId: activeUserId(state), passwordHash: command.passwordHash },
        },
      ];
    case 'DeactivateUser':
      if (state.exists && !state.isActive) return [];
      return [{ type: 'UserDeactivated', data: { userId: activeUserId(state) } }];
    case 'LiftSignInLockout':
      // A deactivated account may be locked out too; lifting it harms nothing.
      if (!state.exists || state.userId === null) throw notFound('User not found');
      return [{ type: 'UserSignInLockoutLifted', data: { userId: state.userId } }];
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};

function activeUserId(state: UserState): number {
  if (!state.exists || state.userId === null) throw notFound('User not found');
  if (!state.isActive) throw conflicting('User is deactivated');
  return state.userId;
}

/**
 * A zone masool needs a zone, a city masool a city; the assignment a role does not use is
 * dropped, so a record never claims a scope its roles do not give. Unknown role names are
 * refused here only when they are no system role: custom roles are checked by the handler,
 * which knows which exist.
 */
export function checkedAssignment(assignment: Assignment): Assignment {
  const roles = [...new Set(assignment.roles)];
  const needsZone = roles.includes('zone_masool');
  const needsCity = roles.includes('city_masool');
  if (needsZone && assignment.assignedZoneId === null)
    throw ruleBrokenAt('assignedZoneId', 'A zone masool needs an assigned zone');
  if (needsCity && assignment.assignedCityId === null)
    throw ruleBrokenAt('assignedCityId', 'A city masool needs an assigned city');
  const customRoles = roles.filter((role) => !isSystemRole(role));
  const keepsAssignment = customRoles.length > 0;
  return {
    roles,
    assignedZoneId: needsZone || needsCity || keepsAssignment ? assignment.assignedZoneId : null,
    assignedCityId: needsCity || keepsAssignment ? assignment.assignedCityId : null,
  };
}

/**
 * Organisation-wide access needs custom roles and no assignment. Asked for without them it is
 * refused; kept from before, it lapses by itself once the user gets an assignment or loses their
 * last custom role, so it never widens a later assignment.
 */
function organisationWideAfter(
  requested: boolean | undefined,
  assignment: Assignment,
  state: UserState,
): boolean {
  const eligible =
    assignment.assignedZoneId === null &&
    assignment.assignedCityId === null &&
    assignment.roles.some((role) => !isSystemRole(role));
  if (requested === true && !eligible) throw ruleBrokenAt('organisationWide', ORGANISATION_WIDE_REFUSED);
  return eligible && (requested ?? state.organisationWide);
}

function sameAssignment(next: Assignment, state: UserState): boolean {
  return (
    next.roles.length === state.roles.length &&
    next.roles.every((role, index) => role === state.roles[index]) &&
    next.assignedZoneId === state.assignedZoneId &&
    next.assignedCityId === state.assignedCityId
  );
}
