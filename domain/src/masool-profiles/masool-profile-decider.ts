import {
  applyFieldChanges,
  CITY_REQUIRED,
  clearDependentMasoolProfileFields,
  conflicting,
  fieldChanges,
  MASOOL_PROFILE_FIELDS,
  MASOOL_PROFILE_NOT_FOUND,
  type MasoolProfileEvent,
  type MasoolProfileFields,
  notFound,
  ruleBroken,
  ZONE_REQUIRED,
} from '@seerat/contracts';
import type { Decider } from '../decider';

/** A masool profile as its stream says it is; `deleted` once removed (the stream and its history stay). */
export interface MasoolProfileState {
  profileId: number | null;
  userId: number | null;
  fields: MasoolProfileFields | null;
  deleted: boolean;
}

/**
 * The handler has already checked that the zone or city a command places the profile in exists,
 * that the actor may write there, and has set a city profile's `zoneId` to its city's zone.
 */
export type MasoolProfileCommand =
  | { type: 'CreateMasoolProfile'; profileId: number; userId: number | null; fields: MasoolProfileFields }
  | { type: 'UpdateMasoolProfile'; patch: Partial<MasoolProfileFields> }
  | { type: 'DeleteMasoolProfile' };

export const initialMasoolProfileState = (): MasoolProfileState => ({
  profileId: null,
  userId: null,
  fields: null,
  deleted: false,
});

export function evolveMasoolProfile(
  state: MasoolProfileState,
  event: MasoolProfileEvent,
): MasoolProfileState {
  switch (event.type) {
    case 'MasoolProfileCreated':
      return {
        profileId: event.data.profileId,
        userId: event.data.userId,
        fields: event.data.fields,
        deleted: false,
      };
    case 'MasoolProfileUpdated': {
      if (!state.fields) return state;
      return { ...state, fields: applyFieldChanges(state.fields, event.data.changes) };
    }
    case 'MasoolProfileDeleted':
      return { ...state, deleted: true };
  }
}

/**
 * The profile after a change: the present fields over the current ones, dependents cleared, and
 * placed in exactly one zone or city as its type says (spec 001 section 5).
 */
export function mergeMasoolProfileFields(
  current: MasoolProfileFields | null,
  patch: Partial<MasoolProfileFields>,
): MasoolProfileFields {
  const merged = clearDependentMasoolProfileFields({ ...current, ...patch } as MasoolProfileFields);
  if (merged.profileType === 'zone' && merged.zoneId === null)
    throw ruleBroken(ZONE_REQUIRED, { zoneId: ZONE_REQUIRED });
  if (merged.profileType === 'city' && merged.cityId === null)
    throw ruleBroken(CITY_REQUIRED, { cityId: CITY_REQUIRED });
  return merged;
}

export function decideMasoolProfile(
  command: MasoolProfileCommand,
  state: MasoolProfileState,
): MasoolProfileEvent[] {
  switch (command.type) {
    case 'CreateMasoolProfile': {
      if (state.fields) throw conflicting('Profile already exists');
      const fields = mergeMasoolProfileFields(null, command.fields);
      return [
        {
          type: 'MasoolProfileCreated',
          data: { profileId: command.profileId, userId: command.userId, fields },
        },
      ];
    }
    case 'UpdateMasoolProfile': {
      const { profileId, userId, fields } = existingMasoolProfile(state);
      const changes = fieldChanges(
        fields,
        mergeMasoolProfileFields(fields, command.patch),
        MASOOL_PROFILE_FIELDS,
      );
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'MasoolProfileUpdated', data: { profileId, userId, changes } }];
    }
    case 'DeleteMasoolProfile': {
      const { profileId, userId } = existingMasoolProfile(state);
      return [{ type: 'MasoolProfileDeleted', data: { profileId, userId } }];
    }
  }
}

/** The profile, unless it was never created or has been deleted. */
export function existingMasoolProfile(state: MasoolProfileState): {
  profileId: number;
  userId: number | null;
  fields: MasoolProfileFields;
} {
  if (state.profileId === null || !state.fields || state.deleted) throw notFound(MASOOL_PROFILE_NOT_FOUND);
  return { profileId: state.profileId, userId: state.userId, fields: state.fields };
}

export const masoolProfileDecider: Decider<MasoolProfileState, MasoolProfileCommand, MasoolProfileEvent> = {
  initialState: initialMasoolProfileState,
  evolve: evolveMasoolProfile,
  decide: decideMasoolProfile,
};
