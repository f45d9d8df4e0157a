import {
  type CityEvent,
  type CityFields,
  CONFLICT_MESSAGE,
  cityFieldsSchema,
  ONLY_ADMIN_CAN_CHANGE_STATUS,
  PARENT_CITY_NOT_ALLOWED,
} from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { type CityCommand, cityDecider, type ParentCity } from '../src/cities/city-decider';
import { deciderSpec } from './decider-spec';

const spec = deciderSpec(cityDecider);
const fields: CityFields = cityFieldsSchema.parse({ name: 'Lahore', masoolName: 'Amina', zoneId: 1 });
const created: CityEvent = {
  type: 'CityCreated',
  data: { cityId: 10, fields, seeratModels: [{ id: 1, count: 2 }], libraryBooks: [] },
};
const create = (overrides: Partial<Extract<CityCommand, { type: 'CreateCity' }>> = {}): CityCommand => ({
  type: 'CreateCity',
  cityId: 10,
  fields,
  seeratModels: [{ id: 1, count: 2 }],
  libraryBooks: [],
  parent: null,
  mayChangeStatus: false,
  ...overrides,
});
const update = (overrides: Partial<Extract<CityCommand, { type: 'UpdateCity' }>> = {}): CityCommand => ({
  type: 'UpdateCity',
  patch: {},
  parent: null,
  subCityCount: 0,
  mayChangeStatus: false,
  ...overrides,
});
const updated = (changes: Record<string, { from: unknown; to: unknown }>): CityEvent => ({
  type: 'CityUpdated',
  data: { cityId: 10, changes },
});
/** City 4 of zone 1, a top-level city. */
const parentFour: ParentCity = { cityId: 4, zoneId: 1, path: [4] };

describe('city decider: creating a city', () => {
  it('creates the city with its fields and selections', () => {
    spec.given([]).when(create()).thenEmits([created]);
  });

  it('refuses to create a city twice', () => {
    spec.given([created]).when(create()).thenThrows('conflict', 'City already exists');
  });

  it('clears every dependent field whose toggle is off, whatever the request sent', () => {
    const sent = {
      ...fields,
      whatsappGroupUrl: 'https://chat.whatsapp.com/x',
      majlisZikrDay: 'Monday' as const,
      majlisZikrTime: '6:00PM',
      shabetazkiaLastDate: '2024-05-01',
      muamlatReceiver: 'Usman',
      parentCityId: 4,
      majlisTaleemActive: true,
      majlisTaleemMasool: 'Khalid',
      muntizamahMasool: 'Omar',
    };
    spec
      .given([])
      .when(create({ fields: sent }))
      .thenEmits([created]);
  });

  it('keeps dependent fields whose toggle is on', () => {
    const sent: CityFields = {
      ...fields,
      whatsappGroup: true,
      whatsappGroupUrl: 'https://chat.whatsapp.com/x',
      campusActive: true,
      majlisTaleemActive: true,
      majlisTaleemMasool: 'Khalid',
      majlisIslahMasool: 'not active, so cleared',
    };
    spec
      .given([])
      .when(create({ fields: sent }))
      .thenEmits([
        { ...created, data: { ...created.data, fields: { ...sent, majlisIslahMasool: null } } } as CityEvent,
      ]);
  });

  it('lets only whoever may change status create a city that is not active', () => {
    const pending = { ...fields, status: 'pending' as const };
    spec
      .given([])
      .when(create({ fields: pending }))
      .thenThrows('forbidden', ONLY_ADMIN_CAN_CHANGE_STATUS);
    spec
      .given([])
      .when(create({ fields: pending, mayChangeStatus: true }))
      .thenEmits([{ ...created, data: { ...created.data, fields: pending } } as CityEvent]);
  });

  it('creates a sub-city below a city of the same zone', () => {
    const sub = { ...fields, isParentCity: true, parentCityId: 4 };
    spec
      .given([])
      .when(create({ fields: sub, parent: parentFour }))
      .thenEmits([{ ...created, data: { ...created.data, fields: sub } } as CityEvent]);
  });

  it('refuses a parent city in another zone or one that was not found', () => {
    const sub = { ...fields, isParentCity: true, parentCityId: 4 };
    spec
      .given([])
      .when(create({ fields: sub, parent: { ...parentFour, zoneId: 2 } }))
      .thenThrows('invalid', 'The parent city must be in the same zone as the city');
    spec
      .given([])
      .when(create({ fields: sub, parent: null }))
      .thenThrows('invalid', PARENT_CITY_NOT_ALLOWED);
    spec
      .given([])
      .when(create({ fields: sub, parent: { cityId: 5, zoneId: 1, path: [5] } }))
      .thenThrows('invalid', PARENT_CITY_NOT_ALLOWED);
  });

  it('keeps each Seerat model and book once, in id order', () => {
    spec
      .given([])
      .when(
        create({
          seeratModels: [
            { id: 3, count: 1 },
            { id: 1, count: 0 },
          ],
        }),
      )
      .thenEmits([
        {
          ...created,
          data: {
            ...created.data,
            seeratModels: [
              { id: 1, count: 0 },
              { id: 3, count: 1 },
            ],
          },
        } as CityEvent,
      ]);
    spec
      .given([])
      .when(
        create({
          libraryBooks: [
            { id: 2, count: 1 },
            { id: 2, count: 3 },
          ],
        }),
      )
      .thenThrows('invalid', 'Each library book can be selected only once');
  });
});

describe('city decider: updating a city', () => {
  it('records only the fields whose value really changed', () => {
    spec
      .given([created])
      .when(update({ patch: { name: 'Lahore', activeCircles: 12, masoolName: 'Amina' } }))
      .thenEmits([updated({ activeCircles: { from: 0, to: 12 } })]);
  });

  it('records nothing when nothing changed', () => {
    spec
      .given([created])
      .when(update({ patch: { name: 'Lahore' } }))
      .thenNothingHappened();
    spec
      .given([created])
      .when(update({ seeratModels: [{ id: 1, count: 2 }] }))
      .thenNothingHappened();
  });

  it('answers 404 for a city that does not exist', () => {
    spec
      .given([])
      .when(update({ patch: { name: 'X' } }))
      .thenThrows('not_found', 'City not found');
  });

  it('clears dependents on the merged state: a toggle turned off empties what it revealed', () => {
    const withGroup = updated({
      whatsappGroup: { from: false, to: true },
      whatsappGroupUrl: { from: null, to: 'https://chat.whatsapp.com/x' },
    });
    spec
      .given([created, withGroup])
      .when(update({ patch: { whatsappGroup: false } }))
      .thenEmits([
        updated({
          whatsappGroup: { from: true, to: false },
          whatsappGroupUrl: { from: 'https://chat.whatsapp.com/x', to: null },
        }),
      ]);
  });

  it('ignores a dependent field sent while its toggle stays off', () => {
    spec
      .given([created])
      .when(update({ patch: { whatsappGroupUrl: 'https://chat.whatsapp.com/x', majlisZikrTime: '7PM' } }))
      .thenNothingHappened();
  });

  it('turns off and clears every campus majlis when Campus Active is turned off', () => {
    const campus = updated({
      campusActive: { from: false, to: true },
      majlisShabab: { from: false, to: true },
      majlisShababMasool: { from: null, to: 'Zaid' },
    });
    spec
      .given([created, campus])
      .when(update({ patch: { campusActive: false } }))
      .thenEmits([
        updated({
          campusActive: { from: true, to: false },
          majlisShabab: { from: true, to: false },
          majlisShababMasool: { from: 'Zaid', to: null },
        }),
      ]);
  });

  it('lets only whoever may change status change it, and lets anyone send it unchanged', () => {
    spec
      .given([created])
      .when(update({ patch: { status: 'suspended' } }))
      .thenThrows('forbidden', ONLY_ADMIN_CAN_CHANGE_STATUS);
    spec
      .given([created])
      .when(update({ patch: { status: 'active', name: 'Lahore' } }))
      .thenNothingHappened();
    spec
      .given([created])
      .when(update({ patch: { status: 'suspended' }, mayChangeStatus: true }))
      .thenEmits([updated({ status: { from: 'active', to: 'suspended' } })]);
  });

  it('moves a city to another zone unless it has sub-cities', () => {
    spec
      .given([created])
      .when(update({ patch: { zoneId: 2 } }))
      .thenEmits([updated({ zoneId: { from: 1, to: 2 } })]);
    spec
      .given([created])
      .when(update({ patch: { zoneId: 2 }, subCityCount: 1 }))
      .thenThrows('invalid', /^A city with sub-cities cannot move to another zone/);
    spec
      .given([created])
      .when(update({ patch: { name: 'Lahore Cantt' }, subCityCount: 3 }))
      .thenEmits([updated({ name: { from: 'Lahore', to: 'Lahore Cantt' } })]);
  });

  it('refuses as a conflict a move whose sub-cities were not counted', () => {
    // Not counted because the city did not move on the state the command was checked against.
    spec
      .given([created])
      .when(update({ patch: { zoneId: 2 }, subCityCount: null }))
      .thenThrows('conflict', CONFLICT_MESSAGE);
    spec
      .given([created])
      .when(update({ patch: { karguzari: 'Met twice' }, subCityCount: null }))
      .thenEmits([updated({ karguzari: { from: null, to: 'Met twice' } })]);
  });

  it('names a parent city of the same zone', () => {
    spec
      .given([created])
      .when(update({ patch: { isParentCity: true, parentCityId: 4 }, parent: parentFour }))
      .thenEmits([updated({ isParentCity: { from: false, to: true }, parentCityId: { from: null, to: 4 } })]);
  });

  it('needs Is Sub City on for a parent: a parent sent without it is dropped', () => {
    spec
      .given([created])
      .when(update({ patch: { parentCityId: 4 }, parent: parentFour }))
      .thenNothingHappened();
  });

  it('refuses the city itself as its parent', () => {
    spec
      .given([created])
      .when(
        update({
          patch: { isParentCity: true, parentCityId: 10 },
          parent: { cityId: 10, zoneId: 1, path: [10] },
        }),
      )
      .thenThrows('invalid', 'A city cannot be its own parent city');
  });

  it('refuses one of its own descendants as its parent', () => {
    // City 12 is a sub-city of 11, which is a sub-city of 10.
    spec
      .given([created])
      .when(
        update({
          patch: { isParentCity: true, parentCityId: 12 },
          parent: { cityId: 12, zoneId: 1, path: [12, 11, 10] },
        }),
      )
      .thenThrows('invalid', 'A city cannot have one of its own sub-cities as its parent city');
  });

  it('refuses a parent in another zone, also when the city moves away from its parent', () => {
    spec
      .given([created])
      .when(update({ patch: { isParentCity: true, parentCityId: 4 }, parent: { ...parentFour, zoneId: 2 } }))
      .thenThrows('invalid', 'The parent city must be in the same zone as the city');
    const sub = updated({ isParentCity: { from: false, to: true }, parentCityId: { from: null, to: 4 } });
    spec
      .given([created, sub])
      .when(update({ patch: { zoneId: 2 }, parent: parentFour }))
      .thenThrows('invalid', 'The parent city must be in the same zone as the city');
  });

  it('replaces the selections, records them in id order, and leaves an absent list alone', () => {
    spec
      .given([created])
      .when(
        update({
          seeratModels: [
            { id: 5, count: 1 },
            { id: 1, count: 3 },
          ],
        }),
      )
      .thenEmits([
        updated({
          seeratModels: {
            from: [{ id: 1, count: 2 }],
            to: [
              { id: 1, count: 3 },
              { id: 5, count: 1 },
            ],
          },
        }),
      ]);
    spec
      .given([created])
      .when(update({ libraryBooks: [{ id: 7, count: 1 }] }))
      .thenEmits([updated({ libraryBooks: { from: [], to: [{ id: 7, count: 1 }] } })]);
    spec
      .given([created])
      .when(update({ seeratModels: [] }))
      .thenEmits([updated({ seeratModels: { from: [{ id: 1, count: 2 }], to: [] } })]);
  });

  it('folds earlier selection changes before comparing', () => {
    const changed = updated({ libraryBooks: { from: [], to: [{ id: 7, count: 1 }] } });
    spec
      .given([created, changed])
      .when(update({ libraryBooks: [{ id: 7, count: 1 }] }))
      .thenNothingHappened();
  });

  it('reads the campus designation recorded by the checklist', () => {
    const state = [created, updated({ campusActive: { from: false, to: true } })].reduce(
      cityDecider.evolve,
      cityDecider.initialState(),
    );
    expect(state.fields?.campusActive).toBe(true);
  });
});
