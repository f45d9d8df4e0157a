import {
  applyFieldChanges,
  clearDependentTeamProfileFields,
  conflicting,
  fieldChanges,
  notFound,
  TEAM_PROFILE_FIELDS,
  TEAM_PROFILE_NOT_FOUND,
  type TeamProfileEvent,
  type TeamProfileFields,
} from '@seerat/contracts';
import type { Decider } from '../decider';

/** A team profile as its stream says it is; `deleted` once removed (its history stays). */
export interface TeamProfileState {
  profileId: number | null;
  fields: TeamProfileFields | null;
  deleted: boolean;
}

/** The handler has already checked that the profile's city exists and that the actor may write there. */
export type TeamProfileCommand =
  | { type: 'CreateTeamProfile'; profileId: number; fields: TeamProfileFields }
  | { type: 'UpdateTeamProfile'; patch: Partial<TeamProfileFields> }
  | { type: 'DeleteTeamProfile' };

export const initialTeamProfileState = (): TeamProfileState => ({
  profileId: null,
  fields: null,
  deleted: false,
});

export function evolveTeamProfile(state: TeamProfileState, event: TeamProfileEvent): TeamProfileState {
  switch (event.type) {
    case 'TeamProfileCreated':
      return { profileId: event.data.profileId, fields: event.data.fields, deleted: false };
    case 'TeamProfileUpdated': {
      if (!state.fields) return state;
      return { ...state, fields: applyFieldChanges(state.fields, event.data.changes) };
    }
    case 'TeamProfileDeleted':
      return { ...state, deleted: true };
  }
}

export function mergeTeamProfileFields(
  current: TeamProfileFields | null,
  patch: Partial<TeamProfileFields>,
): TeamProfileFields {
  return clearDependentTeamProfileFields({ ...current, ...patch } as TeamProfileFields);
}

export function decideTeamProfile(command: TeamProfileCommand, state: TeamProfileState): TeamProfileEvent[] {
  switch (command.type) {
    case 'CreateTeamProfile': {
      if (state.fields) throw conflicting('Profile already exists');
      const fields = mergeTeamProfileFields(null, command.fields);
      return [{ type: 'TeamProfileCreated', data: { profileId: command.profileId, fields } }];
    }
    case 'UpdateTeamProfile': {
      const { profileId, fields } = existingTeamProfile(state);
      const after = mergeTeamProfileFields(fields, command.patch);
      const changes = fieldChanges(fields, after, TEAM_PROFILE_FIELDS);
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'TeamProfileUpdated', data: { profileId, cityId: after.cityId, changes } }];
    }
    case 'DeleteTeamProfile': {
      const { profileId, fields } = existingTeamProfile(state);
      return [{ type: 'TeamProfileDeleted', data: { profileId, cityId: fields.cityId } }];
    }
  }
}

export function existingTeamProfile(state: TeamProfileState): {
  profileId: number;
  fields: TeamProfileFields;
} {
  if (state.profileId === null || !state.fields || state.deleted) throw notFound(TEAM_PROFILE_NOT_FOUND);
  return { profileId: state.profileId, fields: state.fields };
}

export const teamProfileDecider: Decider<TeamProfileState, TeamProfileCommand, TeamProfileEvent> = {
  initialState: initialTeamProfileState,
  evolve: evolveTeamProfile,
  decide: decideTeamProfile,
};
