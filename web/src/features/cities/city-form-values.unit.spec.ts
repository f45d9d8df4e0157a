import type { City } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import {
  type CityFormValues,
  initialCityFormValues,
  mayBeParentOf,
  toCityRequest,
  withField,
} from './city-form-values';

const city: City = {
  id: 7,
  zoneId: 2,
  zoneName: 'North',
  parentCityName: null,
  subCityCount: 0,
  cityPath: [7],
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  version: 3,
  lastMeetingDate: null,
  lastKarguzariDate: null,
  inDangerZone: false,
  name: 'Lahore',
  nameUrdu: 'لاہور',
  masoolName: 'Ahmad',
  masoolNumber: '+92-300-1234567',
  majlisMembers: 40,
  activeCircles: 12,
  ulmaCount: 3,
  inactiveTeachersCount: 1,
  masjidCount: 5,
  murabbiCount: 2,
  seeratLibraryBooks: 9,
  whatsappGroup: true,
  whatsappGroupUrl: 'https://chat.whatsapp.com/abc',
  islahiMuamlat: false,
  muamlatReceiver: null,
  status: 'active',
  karguzari: null,
  shabetazkiaCheck: true,
  shabetazkiaLastDate: '2025-03-04',
  majlisZikrCheck: true,
  majlisZikrDay: 'Friday',
  majlisZikrTime: '8:00PM',
  isParentCity: false,
  parentCityId: null,
  campusActive: true,
  majlisTaleemActive: true,
  majlisTaleemMasool: 'Bilal',
  majlisIslahActive: false,
  majlisIslahMasool: null,
  majlisShabab: true,
  majlisShababMasool: 'Hamza',
  majlisAtfal: false,
  majlisAtfalMasool: null,
  majlisJamiyaat: false,
  majlisJamiyaatMasool: null,
  muntizamahActive: false,
  muntizamahMasool: null,
};

function editForm(): CityFormValues & { zoneId: number } {
  const values = initialCityFormValues({
    city,
    seeratModels: [{ id: 4, name: 'Model', count: 2 }],
    libraryBooks: [{ id: 9, name: 'Book', count: 1 }],
  });
  return { ...values, zoneId: city.zoneId };
}

const asEditor = { includeStatus: false, includeChangeReason: true };

describe('the city form', () => {
  it('starts from the city and sends it back unchanged, with its selections', () => {
    const request = toCityRequest(editForm(), { includeStatus: true, includeChangeReason: false });
    expect(request).toMatchObject({ name: 'Lahore', majlisMembers: 40, status: 'active', zoneId: 2 });
    expect(request.seeratModels).toEqual([{ modelId: 4, count: 2, isSelected: true }]);
    expect(request.libraryBooks).toEqual([{ bookId: 9, count: 1, isSelected: true }]);
    expect(request).not.toHaveProperty('changeReason');
  });

  it('counts an empty or non-numeric count as 0, and sends a minus sign as typed for the rules to refuse', () => {
    const values = editForm();
    values.counts.ulmaCount = 'many';
    values.counts.masjidCount = '-4';
    values.seeratModels[4] = '';
    values.seeratModels[5] = '-2';
    const request = toCityRequest(values, asEditor);
    expect(request.ulmaCount).toBe(0);
    expect(request.masjidCount).toBe(-4);
    expect(request.seeratModels).toEqual([
      { modelId: 4, count: 0, isSelected: true },
      { modelId: 5, count: -2, isSelected: true },
    ]);
  });

  it('leaves the masool number of a new city empty: the example is only a placeholder', () => {
    expect(initialCityFormValues({ zoneId: 2 }).fields.masoolNumber).toBe('');
  });

  it('leaves the status out for someone who may not change it', () => {
    expect(toCityRequest(editForm(), asEditor)).not.toHaveProperty('status');
  });

  it('clears what a toggle reveals when it is switched off', () => {
    let { fields } = editForm();
    fields = withField(fields, 'whatsappGroup', false);
    fields = withField(fields, 'majlisZikrCheck', false);
    fields = withField(fields, 'campusActive', false);
    expect(fields).toMatchObject({
      whatsappGroupUrl: null,
      majlisZikrDay: null,
      majlisZikrTime: null,
      majlisTaleemActive: false,
      majlisTaleemMasool: null,
      majlisShabab: false,
      majlisShababMasool: null,
    });
  });

  it('starts a newly switched-on Islahi Majlis at Sunday, 6:00PM', () => {
    const fields = withField(initialCityFormValues({}).fields, 'majlisZikrCheck', true);
    expect(fields).toMatchObject({ majlisZikrDay: 'Sunday', majlisZikrTime: '6:00PM' });
  });

  it('sends the Shabeer-e-Tazkia date only while the check is on and the date is filled in', () => {
    const values = editForm();
    expect(toCityRequest(values, asEditor).shabetazkiaLastDate).toBe('2025-03-04');
    values.fields = withField(values.fields, 'shabetazkiaLastDate', '');
    expect(toCityRequest(values, asEditor).shabetazkiaLastDate).toBeNull();
    values.fields = { ...values.fields, shabetazkiaCheck: false, shabetazkiaLastDate: '2025-03-04' };
    expect(toCityRequest(values, asEditor).shabetazkiaLastDate).toBeNull();
  });

  it('carries the reason for the change of an edit', () => {
    const values = { ...editForm(), changeReason: 'New masool' };
    expect(toCityRequest(values, asEditor).changeReason).toBe('New masool');
  });
});

describe('parent city choices', () => {
  // 7 sits under 1, 8 under 7, 9 under 8: a path is the city's id, then its parents' up the tree.
  const zoneCities = [
    { id: 1, cityPath: [1] },
    { id: 7, cityPath: [7, 1] },
    { id: 8, cityPath: [8, 7, 1] },
    { id: 9, cityPath: [9, 8, 7, 1] },
    { id: 10, cityPath: [10] },
  ];

  it('leave out the city itself and its sub-cities at any depth', () => {
    expect(zoneCities.filter((city) => mayBeParentOf(city, 7)).map((choice) => choice.id)).toEqual([1, 10]);
  });

  it('offer every city of the zone to a new city', () => {
    expect(zoneCities.filter((city) => mayBeParentOf(city, undefined))).toHaveLength(5);
  });
});
