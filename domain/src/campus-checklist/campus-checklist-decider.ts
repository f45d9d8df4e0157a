import {
  type CampusChecklistMap,
  CITY_ALREADY_CAMPUS,
  type CityEvent,
  conflicting,
  notFound,
} from '@seerat/contracts';
import type { Decider } from '../decider';

/**
 * The campus checklist lives in the city's stream (`city-<id>`): this decider folds the same
 * events as the city's, keeping only what the checklist needs.
 */
export interface CampusChecklistState {
  cityId: number | null;
  campusActive: boolean;
}

export type CampusChecklistCommand = {
  type: 'SaveCampusChecklist';
  checklist: CampusChecklistMap;
  notes: string | null;
  /** `true` designates the city a campus; ticking every requirement is not needed for it. */
  isCampus: boolean;
};

export const initialCampusChecklistState = (): CampusChecklistState => ({
  cityId: null,
  campusActive: false,
});

export function evolveCampusChecklist(state: CampusChecklistState, event: CityEvent): CampusChecklistState {
  switch (event.type) {
    case 'CityCreated':
      return { cityId: event.data.cityId, campusActive: event.data.fields.campusActive };
    case 'CityUpdated': {
      const change = event.data.changes.campusActive;
      return change ? { ...state, campusActive: change.to === true } : state;
    }
    case 'CampusChecklistSaved':
    case 'SeeratModelCheckRecorded':
    case 'SeeratModelCheckUpdated':
      return state;
  }
}

/**
 * The checklist is offered only while the city is no campus yet (spec section 4). Marking the
 * city a campus turns `campusActive` on in the same append, so the city, its history and the
 * potential-campus list change together.
 */
export function decideCampusChecklist(
  command: CampusChecklistCommand,
  state: CampusChecklistState,
): CityEvent[] {
  if (state.cityId === null) throw notFound('City not found');
  if (state.campusActive) throw conflicting(CITY_ALREADY_CAMPUS);
  const saved: CityEvent = {
    type: 'CampusChecklistSaved',
    data: {
      cityId: state.cityId,
      checklist: command.checklist,
      notes: command.notes,
      isCampus: command.isCampus,
    },
  };
  if (!command.isCampus) return [saved];
  return [
    saved,
    {
      type: 'CityUpdated',
      data: { cityId: state.cityId, changes: { campusActive: { from: false, to: true } } },
    },
  ];
}

export const campusChecklistDecider: Decider<CampusChecklistState, CampusChecklistCommand, CityEvent> = {
  initialState: initialCampusChecklistState,
  evolve: evolveCampusChecklist,
  decide: decideCampusChecklist,
};
