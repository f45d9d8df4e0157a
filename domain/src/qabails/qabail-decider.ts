import {
  applyFieldChanges,
  clearDependentQabailFields,
  conflicting,
  fieldChanges,
  notFound,
  QABAIL_FIELDS,
  type QabailEvent,
  type QabailFields,
} from '@seerat/contracts';
import type { Decider } from '../decider';

/** A qabail as its stream says it is; `deleted` once removed (its stream stays, closed). */
export interface QabailState {
  qabailId: number | null;
  fields: QabailFields | null;
  deleted: boolean;
}

/**
 * The handler has already checked that the city a command names exists and that the user may
 * write there, and has named the city (`cityName`) after it: those are facts of the cities read
 * model, not of this stream.
 */
export type QabailCommand =
  | { type: 'CreateQabail'; qabailId: number; fields: QabailFields }
  | {
      type: 'UpdateQabail';
      /** Only the fields present change; the others keep their value. */
      patch: Partial<QabailFields>;
    }
  | { type: 'DeleteQabail' };

export const QABAIL_NOT_FOUND = 'Qabail not found';

export const initialQabailState = (): QabailState => ({ qabailId: null, fields: null, deleted: false });

export function evolveQabail(state: QabailState, event: QabailEvent): QabailState {
  switch (event.type) {
    case 'QabailCreated':
      return { qabailId: event.data.qabailId, fields: event.data.fields, deleted: false };
    case 'QabailUpdated': {
      if (!state.fields) return state;
      return { ...state, fields: applyFieldChanges(state.fields, event.data.changes) };
    }
    case 'QabailDeleted':
      return { ...state, deleted: true };
  }
}

/** The qabail after a change: the present fields over the current ones, dependents cleared. */
export function mergeQabailFields(current: QabailFields | null, patch: Partial<QabailFields>): QabailFields {
  return clearDependentQabailFields({ ...current, ...patch } as QabailFields);
}

export function decideQabail(command: QabailCommand, state: QabailState): QabailEvent[] {
  switch (command.type) {
    case 'CreateQabail': {
      if (state.fields) throw conflicting('Qabail already exists');
      return [
        {
          type: 'QabailCreated',
          data: { qabailId: command.qabailId, fields: mergeQabailFields(null, command.fields) },
        },
      ];
    }
    case 'UpdateQabail': {
      const { qabailId, fields } = existingQabail(state);
      const after = mergeQabailFields(fields, command.patch);
      const changes = fieldChanges(fields, after, QABAIL_FIELDS);
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'QabailUpdated', data: { qabailId, cityId: after.cityId, changes } }];
    }
    case 'DeleteQabail': {
      const { qabailId, fields } = existingQabail(state);
      return [{ type: 'QabailDeleted', data: { qabailId, cityId: fields.cityId } }];
    }
  }
}

/** The qabail, unless it was never created or has been deleted. */
export function existingQabail(state: QabailState): { qabailId: number; fields: QabailFields } {
  if (state.qabailId === null || !state.fields || state.deleted) {
    throw notFound(QABAIL_NOT_FOUND);
  }
  return { qabailId: state.qabailId, fields: state.fields };
}

export const qabailDecider: Decider<QabailState, QabailCommand, QabailEvent> = {
  initialState: initialQabailState,
  evolve: evolveQabail,
  decide: decideQabail,
};
