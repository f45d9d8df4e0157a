import type {
  AuditEntry,
  CampusChecklist,
  City,
  CityCatalogueEntry,
  CityProfileSummary,
} from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKS,
  CITIES,
  MODELS,
  ok,
  type ReadsWorld,
  refused,
  startReadsWorld,
} from './zone-city-reads-world';
import { listed } from './zone-city-world';

let world: ReadsWorld;
beforeAll(async () => {
  world = await startReadsWorld('city_details_reads');
});
afterAll(async () => {
  await world?.close();
});

const { lahore, kasur, sialkot, karachi } = CITIES;
const DETAILS = [
  'seerat-models',
  'library-books',
  'child-cities',
  'campus-checklist',
  'seerat-model-checks',
  'audit',
  'audit-history',
  'profile-summary',
];

describe('what of a city each role may read', () => {
  for (const detail of DETAILS) {
    it(`GET /api/cities/{id}/${detail}`, async () => {
      const path = (id: number | string) => `/api/cities/${id}/${detail}`;
      await ok(world.admin.get(path(karachi)));
      await ok(world.zoneMasool.get(path(sialkot)));
      await refused(world.zoneMasool.get(path(karachi)), 403);
      await ok(world.cityMasool.get(path(lahore)));
      await ok(world.cityMasool.get(path(kasur)));
      await refused(world.cityMasool.get(path(sialkot)), 403);
      await refused(world.cityMasool.get(path(karachi)), 403);
      await refused(world.subCityMasool.get(path(lahore)), 403);
      await refused(world.signedOut.get(path(lahore)), 401);
      await refused(world.admin.get(path(99999)), 404, 'City not found');
      await refused(world.admin.get(path('abc')), 400);
    });
  }
});

describe('a city page', () => {
  it('lists the selected Seerat models and library books with their names and counts', async () => {
    expect(await ok(world.cityMasool.get(`/api/cities/${lahore}/seerat-models`))).toEqual([
      { id: MODELS.mosque, name: 'Mosque circle', count: 1 },
      { id: MODELS.home, name: 'Home circle', count: 2 },
    ] satisfies CityCatalogueEntry[]);
    expect(await ok(world.cityMasool.get(`/api/cities/${lahore}/library-books`))).toEqual([
      { id: BOOKS.zad, name: 'Zad al-Maad', count: 4 },
    ] satisfies CityCatalogueEntry[]);
    expect(await ok(world.admin.get(`/api/cities/${karachi}/seerat-models`))).toEqual([]);
  });

  it('lists the sub-cities', async () => {
    const children = await ok<City[]>(world.cityMasool.get(`/api/cities/${lahore}/child-cities`));
    expect(children.map((city) => [city.id, city.name, city.parentCityName])).toEqual([
      [kasur, 'Kasur', 'Lahore'],
    ]);
    expect(await ok(world.admin.get(`/api/cities/${kasur}/child-cities`))).toEqual([]);
  });

  it('answers the saved campus checklist, or every check false before the first save', async () => {
    expect(await ok(world.cityMasool.get(`/api/cities/${lahore}/campus-checklist`))).toEqual({
      cityId: lahore,
      seerahCirclesCheck: true,
      trainedTeamCheck: true,
      trainedTeachersCheck: true,
      locationConfirmedCheck: false,
      teamVisitedIslamabadCheck: false,
      isCampus: false,
      notes: 'Close',
      completedBy: 'north-editor',
      completedAt: '2025-06-01T09:11:00.000Z',
    } satisfies CampusChecklist);
    expect(await ok(world.cityMasool.get(`/api/cities/${kasur}/campus-checklist`))).toEqual({
      cityId: kasur,
      seerahCirclesCheck: false,
      trainedTeamCheck: false,
      trainedTeachersCheck: false,
      locationConfirmedCheck: false,
      teamVisitedIslamabadCheck: false,
      isCampus: false,
      notes: null,
      completedBy: null,
      completedAt: null,
    } satisfies CampusChecklist);
  });

  it('answers the change history newest change first, its fields in form order, under both names', async () => {
    const entry = (fieldName: string, oldValue: string | null, newValue: string, minute: number) => ({
      id: expect.any(Number),
      action: 'update',
      fieldName,
      oldValue,
      newValue,
      changeReason: null,
      createdAt: `2025-06-01T09:${String(minute).padStart(2, '0')}:00.000Z`,
      user: { username: 'north-editor' },
    });
    const history = await listed<AuditEntry>(world.cityMasool.get(`/api/cities/${lahore}/audit`));
    expect(history).toEqual([
      entry('campusChecklist.seerahCirclesCheck', 'false', 'true', 11),
      entry('campusChecklist.trainedTeamCheck', 'false', 'true', 11),
      entry('campusChecklist.trainedTeachersCheck', 'false', 'true', 11),
      entry('campusChecklist.notes', null, 'Close', 11),
      { ...entry('activeCircles', '4', '5', 9), changeReason: 'Recount' },
      {
        id: expect.any(Number),
        action: 'create',
        fieldName: null,
        oldValue: null,
        newValue: null,
        changeReason: null,
        createdAt: '2025-06-01T09:04:00.000Z',
        user: { username: 'admin' },
      },
    ]);
    expect(await listed(world.cityMasool.get(`/api/cities/${lahore}/audit-history`))).toEqual(history);
  });

  it('sums the history up in the profile summary', async () => {
    expect(await ok(world.cityMasool.get(`/api/cities/${lahore}/profile-summary`))).toEqual({
      totalChanges: 6,
      lastEditor: { username: 'north-editor' },
      lastEditedAt: '2025-06-01T09:11:00.000Z',
    } satisfies CityProfileSummary);
    expect(await ok(world.admin.get(`/api/cities/${kasur}/profile-summary`))).toEqual({
      totalChanges: 1,
      lastEditor: { username: 'admin' },
      lastEditedAt: '2025-06-01T09:05:00.000Z',
    } satisfies CityProfileSummary);
  });
});
