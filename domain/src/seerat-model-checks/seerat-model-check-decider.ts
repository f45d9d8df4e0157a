import {
  type CityEvent,
  CONFLICT_MESSAGE,
  conflicting,
  fieldChanges,
  MAX_SEERAT_MODEL_CHECKS,
  notFound,
  ruleBroken,
  ruleBrokenAt,
  SEERAT_MODEL_CHECK_DATE_IN_FUTURE,
  SEERAT_MODEL_CHECK_DATE_REQUIRED,
  SEERAT_MODEL_CHECK_FIELDS,
  SEERAT_MODEL_CHECK_NOT_FOUND,
  type SeeratModelCheckFields,
  type VersionedSeeratModelCheck,
} from '@seerat/contracts';
import type { Decider } from '../decider';

/**
 * A city's Seerat model checks live in the city's stream (`city-<id>`): this decider folds the
 * same events as the city's, keeping only the city's existence and its checks.
 */
export interface SeeratModelCheckState {
  cityId: number | null;
  checks: VersionedSeeratModelCheck[];
}

/** `today` is the day the command arrived (the actor's clock): a check is never dated after it. */
export type SeeratModelCheckCommand =
  | { type: 'RecordSeeratModelCheck'; fields: SeeratModelCheckFields; today: string }
  | {
      type: 'UpdateSeeratModelCheck';
      checkId: number;
      /** Only the fields present change; the others keep their value. */
      patch: Partial<SeeratModelCheckFields>;
      today: string;
      /** The check's version the editor read (`If-Match`); another one is a conflict. */
      expectedVersion?: number;
    };

export const initialSeeratModelCheckState = (): SeeratModelCheckState => ({ cityId: null, checks: [] });

export function evolveSeeratModelCheck(
  state: SeeratModelCheckState,
  event: CityEvent,
): SeeratModelCheckState {
  switch (event.type) {
    case 'CityCreated':
      return { cityId: event.data.cityId, checks: [] };
    case 'CityUpdated':
    case 'CampusChecklistSaved':
      return state;
    case 'SeeratModelCheckRecorded':
      return { ...state, checks: [...state.checks, { ...event.data.check, version: 1 }] };
    case 'SeeratModelCheckUpdated': {
      const { checkId, changes } = event.data;
      return {
        ...state,
        checks: state.checks.map((check) => {
          if (check.id !== checkId) return check;
          const next: Record<string, unknown> = { ...check, version: check.version + 1 };
          for (const [key, change] of Object.entries(changes)) next[key] = change.to;
          return next as VersionedSeeratModelCheck;
        }),
      };
    }
  }
}

/**
 * Any status may follow any other (a check passed last month can fail this month, and a failed
 * one can be set back to pending for a re-check). What each status asks of the fields: a passed
 * or failed check was checked on a day, so it needs its last checked date; no date is after today.
 */
function checkedFields(fields: SeeratModelCheckFields, today: string): SeeratModelCheckFields {
  if (fields.checkStatus !== 'pending' && fields.lastCheckedDate === null) {
    throw ruleBrokenAt('lastCheckedDate', SEERAT_MODEL_CHECK_DATE_REQUIRED);
  }
  if (fields.lastCheckedDate !== null && fields.lastCheckedDate > today) {
    throw ruleBrokenAt('lastCheckedDate', SEERAT_MODEL_CHECK_DATE_IN_FUTURE);
  }
  return fields;
}

export function decideSeeratModelCheck(
  command: SeeratModelCheckCommand,
  state: SeeratModelCheckState,
): CityEvent[] {
  const { cityId } = state;
  if (cityId === null) throw notFound('City not found');
  switch (command.type) {
    case 'RecordSeeratModelCheck': {
      if (state.checks.length >= MAX_SEERAT_MODEL_CHECKS) {
        throw ruleBroken(`A city has at most ${MAX_SEERAT_MODEL_CHECKS} Seerat model checks`);
      }
      const id = Math.max(0, ...state.checks.map((check) => check.id)) + 1;
      const fields = checkedFields(command.fields, command.today);
      return [{ type: 'SeeratModelCheckRecorded', data: { cityId, check: { id, ...fields } } }];
    }
    case 'UpdateSeeratModelCheck': {
      const check = state.checks.find((candidate) => candidate.id === command.checkId);
      if (!check) throw notFound(SEERAT_MODEL_CHECK_NOT_FOUND);
      if (command.expectedVersion !== undefined && command.expectedVersion !== check.version) {
        throw conflicting(CONFLICT_MESSAGE);
      }
      const { id: _id, version: _version, ...current } = check;
      const next = checkedFields({ ...current, ...command.patch }, command.today);
      const changes = fieldChanges(current, next, SEERAT_MODEL_CHECK_FIELDS);
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'SeeratModelCheckUpdated', data: { cityId, checkId: check.id, changes } }];
    }
  }
}

export const seeratModelCheckDecider: Decider<SeeratModelCheckState, SeeratModelCheckCommand, CityEvent> = {
  initialState: initialSeeratModelCheckState,
  evolve: evolveSeeratModelCheck,
  decide: decideSeeratModelCheck,
};
