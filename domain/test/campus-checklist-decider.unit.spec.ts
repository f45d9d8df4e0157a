import {
  type CampusChecklistMap,
  CITY_ALREADY_CAMPUS,
  type CityEvent,
  cityFieldsSchema,
} from '@seerat/contracts';
import { describe, it } from 'vitest';
import { campusChecklistDecider } from '../src/campus-checklist/campus-checklist-decider';
import { deciderSpec } from './decider-spec';

const spec = deciderSpec(campusChecklistDecider);
const fields = cityFieldsSchema.parse({ name: 'Multan', masoolName: 'Saad', zoneId: 2 });
const created: CityEvent = {
  type: 'CityCreated',
  data: { cityId: 8, fields, seeratModels: [], libraryBooks: [] },
};
const checklist: CampusChecklistMap = {
  seerahCirclesCheck: true,
  trainedTeamCheck: true,
  trainedTeachersCheck: false,
  locationConfirmedCheck: false,
  teamVisitedIslamabadCheck: false,
};
const saved = (isCampus: boolean): CityEvent => ({
  type: 'CampusChecklistSaved',
  data: { cityId: 8, checklist, notes: 'visit in May', isCampus },
});
const becameCampus: CityEvent = {
  type: 'CityUpdated',
  data: { cityId: 8, changes: { campusActive: { from: false, to: true } } },
};

describe('campus checklist decider', () => {
  it('saves a checklist of a city that is no campus yet', () => {
    spec
      .given([created])
      .when({ type: 'SaveCampusChecklist', checklist, notes: 'visit in May', isCampus: false })
      .thenEmits([saved(false)]);
  });

  it('saves again: a checklist may be updated until the city is a campus', () => {
    spec
      .given([created, saved(false)])
      .when({ type: 'SaveCampusChecklist', checklist, notes: 'visit in May', isCampus: false })
      .thenEmits([saved(false)]);
  });

  it('marks the city a campus in the same append, without requiring every item', () => {
    spec
      .given([created])
      .when({ type: 'SaveCampusChecklist', checklist, notes: 'visit in May', isCampus: true })
      .thenEmits([saved(true), becameCampus]);
  });

  it('refuses the checklist of a city that is already a campus', () => {
    spec
      .given([created, saved(true), becameCampus])
      .when({ type: 'SaveCampusChecklist', checklist, notes: null, isCampus: false })
      .thenThrows('conflict', CITY_ALREADY_CAMPUS);
    const createdAsCampus: CityEvent = {
      ...created,
      data: { ...created.data, fields: { ...fields, campusActive: true } },
    } as CityEvent;
    spec
      .given([createdAsCampus])
      .when({ type: 'SaveCampusChecklist', checklist, notes: null, isCampus: true })
      .thenThrows('conflict', CITY_ALREADY_CAMPUS);
  });

  it('offers the checklist again once Campus Active was turned off', () => {
    const turnedOff: CityEvent = {
      type: 'CityUpdated',
      data: { cityId: 8, changes: { campusActive: { from: true, to: false } } },
    };
    spec
      .given([created, saved(true), becameCampus, turnedOff])
      .when({ type: 'SaveCampusChecklist', checklist, notes: 'visit in May', isCampus: false })
      .thenEmits([saved(false)]);
  });

  it('answers 404 for a city that does not exist', () => {
    spec
      .given([])
      .when({ type: 'SaveCampusChecklist', checklist, notes: null, isCampus: false })
      .thenThrows('not_found', 'City not found');
  });
});
