import {
  applyFieldChanges,
  type CampusChecklistEvent,
  CITY_FIELDS,
  type CityEvent,
  type CityFields,
  type CitySelection,
  CONFLICT_MESSAGE,
  clearDependentCityFields,
  conflicting,
  fieldChanges,
  notAllowed,
  notFound,
  ONLY_ADMIN_CAN_CHANGE_STATUS,
  PARENT_CITY_NOT_ALLOWED,
  partitionFieldChanges,
  ruleBrokenAt,
} from '@seerat/contracts';
import type { Decider } from '../decider';

/**
 * A city as its stream says it is: its fields, its Seerat model and library book selections, and
 * its campus checklist as last saved (`null` before any), which lives in the same stream and so is
 * read as of a moment with the city.
 */
export interface CityState {
  cityId: number | null;
  fields: CityFields | null;
  seeratModels: CitySelection[];
  libraryBooks: CitySelection[];
  campusChecklist: Omit<CampusChecklistEvent['data'], 'cityId'> | null;
}

/** The city a command names as parent, as the read models place it. */
export interface ParentCity {
  cityId: number;
  zoneId: number;
  /** The parent and its ancestors, nearest first. */
  path: number[];
}

/**
 * Facts from outside the stream that the rules need, looked up by the handler beforehand: the
 * parent city the resulting fields name (`null` when none, or when the lookup found nothing),
 * and whether the acting user may change a city's status.
 */
interface CityCommandFacts {
  parent: ParentCity | null;
  mayChangeStatus: boolean;
}

export type CityCommand =
  | ({
      type: 'CreateCity';
      cityId: number;
      fields: CityFields;
      seeratModels: CitySelection[];
      libraryBooks: CitySelection[];
    } & CityCommandFacts)
  | ({
      type: 'UpdateCity';
      /** Only the fields present change; the others keep their value. */
      patch: Partial<CityFields>;
      /** A list replaces the city's selection; absent leaves it alone. */
      seeratModels?: CitySelection[];
      libraryBooks?: CitySelection[];
      /**
       * How many cities name this one as their parent: such a city stays in its zone. `null`:
       * not counted, as the command did not move the city on the state it was checked against;
       * a move on another state (a concurrent change, seen on the retry) is then a conflict.
       */
      subCityCount: number | null;
    } & CityCommandFacts);

const SELECTIONS = ['seeratModels', 'libraryBooks'] as const;

export const initialCityState = (): CityState => ({
  cityId: null,
  fields: null,
  seeratModels: [],
  libraryBooks: [],
  campusChecklist: null,
});

export function evolveCity(state: CityState, event: CityEvent): CityState {
  switch (event.type) {
    case 'CityCreated':
      return {
        cityId: event.data.cityId,
        fields: event.data.fields,
        seeratModels: event.data.seeratModels,
        libraryBooks: event.data.libraryBooks,
        campusChecklist: null,
      };
    case 'CityUpdated': {
      if (!state.fields) return state;
      const { named, others } = partitionFieldChanges(event.data.changes, SELECTIONS);
      const selections = { seeratModels: state.seeratModels, libraryBooks: state.libraryBooks };
      return {
        ...state,
        ...applyFieldChanges(selections, named),
        fields: applyFieldChanges(state.fields, others),
      };
    }
    case 'CampusChecklistSaved': {
      const { cityId: _city, ...campusChecklist } = event.data;
      return { ...state, campusChecklist };
    }
    // The city's Seerat model checks are folded by their own decider.
    case 'SeeratModelCheckRecorded':
    case 'SeeratModelCheckUpdated':
      return state;
  }
}

/**
 * The city's fields after a change: the present fields over the current ones, then the dependent
 * fields of spec section 4 cleared where their toggle is off. Applied to the whole result, so a
 * toggle turned off earlier keeps its dependents empty whatever a later request sends.
 */
export function mergeCityFields(current: CityFields | null, patch: Partial<CityFields>): CityFields {
  return clearDependentCityFields({ ...current, ...patch } as CityFields);
}

export function decideCity(command: CityCommand, state: CityState): CityEvent[] {
  switch (command.type) {
    case 'CreateCity': {
      if (state.fields) throw conflicting('City already exists');
      const fields = mergeCityFields(null, command.fields);
      if (fields.status !== 'active' && !command.mayChangeStatus) {
        throw notAllowed(ONLY_ADMIN_CAN_CHANGE_STATUS);
      }
      checkParent(command.cityId, fields, command.parent);
      return [
        {
          type: 'CityCreated',
          data: {
            cityId: command.cityId,
            fields,
            seeratModels: checkedSelection(command.seeratModels, 'seeratModels', 'Seerat model'),
            libraryBooks: checkedSelection(command.libraryBooks, 'libraryBooks', 'library book'),
          },
        },
      ];
    }
    case 'UpdateCity': {
      if (!state.fields || state.cityId === null) throw notFound('City not found');
      const fields = mergeCityFields(state.fields, command.patch);
      if (fields.status !== state.fields.status && !command.mayChangeStatus) {
        throw notAllowed(ONLY_ADMIN_CAN_CHANGE_STATUS);
      }
      if (fields.zoneId !== state.fields.zoneId) {
        if (command.subCityCount === null) throw conflicting(CONFLICT_MESSAGE);
        if (command.subCityCount > 0) {
          throw ruleBrokenAt(
            'zoneId',
            'A city with sub-cities cannot move to another zone. Move or detach its sub-cities first.',
          );
        }
      }
      checkParent(state.cityId, fields, command.parent);
      const before = { ...state.fields, seeratModels: state.seeratModels, libraryBooks: state.libraryBooks };
      const after = {
        ...fields,
        seeratModels: command.seeratModels
          ? checkedSelection(command.seeratModels, 'seeratModels', 'Seerat model')
          : state.seeratModels,
        libraryBooks: command.libraryBooks
          ? checkedSelection(command.libraryBooks, 'libraryBooks', 'library book')
          : state.libraryBooks,
      };
      const changes = fieldChanges(before, after, [...CITY_FIELDS, ...SELECTIONS]);
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'CityUpdated', data: { cityId: state.cityId, changes } }];
    }
  }
}

export const cityDecider: Decider<CityState, CityCommand, CityEvent> = {
  initialState: initialCityState,
  evolve: evolveCity,
  decide: decideCity,
};

/**
 * A sub-city's parent is another city of the same zone that is not below it: the parent's path
 * (itself and its ancestors) must not hold this city, or the cities would form a loop.
 */
function checkParent(cityId: number, fields: CityFields, parent: ParentCity | null): void {
  if (fields.parentCityId === null) return;
  if (fields.parentCityId === cityId)
    throw ruleBrokenAt('parentCityId', 'A city cannot be its own parent city');
  if (!parent || parent.cityId !== fields.parentCityId)
    throw ruleBrokenAt('parentCityId', PARENT_CITY_NOT_ALLOWED);
  if (parent.zoneId !== fields.zoneId) {
    throw ruleBrokenAt('parentCityId', 'The parent city must be in the same zone as the city');
  }
  if (parent.path.includes(cityId)) {
    throw ruleBrokenAt('parentCityId', 'A city cannot have one of its own sub-cities as its parent city');
  }
}

/** One entry per model or book, in id order, so the same selection always reads the same. */
function checkedSelection(selection: CitySelection[], field: string, noun: string): CitySelection[] {
  const ids = new Set(selection.map((entry) => entry.id));
  if (ids.size !== selection.length) throw ruleBrokenAt(field, `Each ${noun} can be selected only once`);
  return [...selection].sort((a, b) => a.id - b.id);
}
