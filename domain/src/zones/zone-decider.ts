import {
  applyFieldChanges,
  conflicting,
  fieldChanges,
  notFound,
  ZONE_FIELDS,
  type ZoneEvent,
  type ZoneFields,
} from '@seerat/contracts';
import type { Decider } from '../decider';

export interface ZoneState {
  zoneId: number | null;
  fields: ZoneFields | null;
}

export type ZoneCommand =
  | { type: 'CreateZone'; zoneId: number; fields: ZoneFields }
  /** Only the fields present change; the others keep their value. */
  | { type: 'UpdateZone'; patch: Partial<ZoneFields> };

export const initialZoneState = (): ZoneState => ({ zoneId: null, fields: null });

export function evolveZone(state: ZoneState, event: ZoneEvent): ZoneState {
  switch (event.type) {
    case 'ZoneCreated':
      return { zoneId: event.data.zoneId, fields: event.data.fields };
    case 'ZoneUpdated': {
      if (!state.fields) return state;
      return { ...state, fields: applyFieldChanges(state.fields, event.data.changes) };
    }
  }
}

export function decideZone(command: ZoneCommand, state: ZoneState): ZoneEvent[] {
  switch (command.type) {
    case 'CreateZone':
      if (state.fields) throw conflicting('Zone already exists');
      return [{ type: 'ZoneCreated', data: { zoneId: command.zoneId, fields: command.fields } }];
    case 'UpdateZone': {
      if (!state.fields || state.zoneId === null) throw notFound('Zone not found');
      const changes = fieldChanges(state.fields, { ...state.fields, ...command.patch }, ZONE_FIELDS);
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'ZoneUpdated', data: { zoneId: state.zoneId, changes } }];
    }
  }
}

export const zoneDecider: Decider<ZoneState, ZoneCommand, ZoneEvent> = {
  initialState: initialZoneState,
  evolve: evolveZone,
  decide: decideZone,
};
