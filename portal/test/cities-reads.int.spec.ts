import type { City, CityActivityStatus, CityRequiringAttention, Page } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES, ok, type ReadsWorld, refused, startReadsWorld, ZONES } from './zone-city-reads-world';
import { listed } from './zone-city-world';

let world: ReadsWorld;
beforeAll(async () => {
  world = await startReadsWorld('cities_reads');
});
afterAll(async () => {
  await world?.close();
});

const ids = (cities: { id: number }[]) => cities.map((city) => city.id);
const { lahore, kasur, sialkot, karachi, hyderabad } = CITIES;

describe('GET /api/cities', () => {
  it('lists the cities in scope by name', async () => {
    expect(ids(await listed<City>(world.admin.get('/api/cities')))).toEqual([
      hyderabad,
      karachi,
      kasur,
      lahore,
      sialkot,
    ]);
    expect(ids(await listed<City>(world.zoneMasool.get('/api/cities')))).toEqual([kasur, lahore, sialkot]);
    expect(ids(await listed<City>(world.cityMasool.get('/api/cities')))).toEqual([kasur, lahore]);
    expect(ids(await listed<City>(world.subCityMasool.get('/api/cities')))).toEqual([kasur]);
    await refused(world.signedOut.get('/api/cities'), 401);
  });
});

describe('GET /api/zones/:id/cities', () => {
  it("lists a zone's cities in scope by active circles, then majlis members, descending", async () => {
    // Sialkot and Kasur both run 8 circles: Sialkot has more members.
    const north = `/api/zones/${ZONES.north}/cities`;
    expect(ids(await listed<City>(world.admin.get(north)))).toEqual([sialkot, kasur, lahore]);
    expect(ids(await listed<City>(world.zoneMasool.get(north)))).toEqual([sialkot, kasur, lahore]);
    expect(await listed<City>(world.admin.get(`/api/zones/${ZONES.west}/cities`))).toEqual([]);
    await refused(world.cityMasool.get(north), 403);
    await refused(world.zoneMasool.get(`/api/zones/${ZONES.south}/cities`), 403);
    await refused(world.signedOut.get(north), 401);
  });

  it('searches the zone cities by name', async () => {
    const north = `/api/zones/${ZONES.north}/cities`;
    expect(ids(await listed<City>(world.admin.get(`${north}?search=KA`)))).toEqual([kasur]);
  });

  it('refuses a zone id that is no whole number', async () => {
    for (const zoneId of ['abc', '1.5', '0']) {
      await refused(world.admin.get(`/api/zones/${zoneId}/cities`), 400);
    }
  });
});

describe('GET /api/cities/requiring-attention', () => {
  it('lists the cities in scope with a saved checklist that are no campus, most complete first', async () => {
    const lahoreEntry: CityRequiringAttention = {
      id: lahore,
      name: 'Lahore',
      nameUrdu: 'لاہور',
      zoneId: ZONES.north,
      seerahCirclesCheck: true,
      trainedTeamCheck: true,
      trainedTeachersCheck: true,
      locationConfirmedCheck: false,
      teamVisitedIslamabadCheck: false,
      completedCount: 3,
    };
    // Karachi was marked a campus, Hyderabad is campus-active, Kasur never saved a checklist.
    const list = (query = '') => `/api/cities/requiring-attention${query}`;
    const all = await ok<Page<CityRequiringAttention>>(world.admin.get(list()));
    expect(all).toEqual({
      items: [
        lahoreEntry,
        {
          id: sialkot,
          name: 'Sialkot',
          nameUrdu: null,
          zoneId: ZONES.north,
          seerahCirclesCheck: false,
          trainedTeamCheck: false,
          trainedTeachersCheck: false,
          locationConfirmedCheck: true,
          teamVisitedIslamabadCheck: false,
          completedCount: 1,
        },
      ],
      nextCursor: null,
      total: 2,
    });
    expect(await ok(world.zoneMasool.get(list()))).toEqual(all);
    expect(await ok(world.cityMasool.get(list()))).toEqual({
      items: [lahoreEntry],
      nextCursor: null,
      total: 1,
    });
    expect(await ok(world.subCityMasool.get(list()))).toEqual({ items: [], nextCursor: null, total: 0 });
    // The dashboard asks for its head: a page at a time, in the same order.
    const head = await ok<Page<CityRequiringAttention>>(world.admin.get(list('?limit=1')));
    expect(head).toMatchObject({ items: [lahoreEntry], total: 2 });
    const next = await ok<Page<CityRequiringAttention>>(
      world.admin.get(list(`?limit=1&cursor=${head.nextCursor}`)),
    );
    expect(next.items).toEqual(all.items.slice(1));
    expect(next.nextCursor).toBeNull();
    await refused(world.admin.get(list('?limit=101')), 400);
    await refused(world.signedOut.get('/api/cities/requiring-attention'), 401);
  });
});

describe('GET /api/cities/activity-status', () => {
  it('names the active cities in scope; meeting and karguzari lists stay empty for now', async () => {
    const status = (activeCityIds: number[]): CityActivityStatus => ({
      activeCityIds,
      recentMeetingsCities: [],
      recentKarguzariCities: [],
    });
    expect(await ok(world.admin.get('/api/cities/activity-status'))).toEqual(
      status([lahore, kasur, karachi, hyderabad]),
    );
    expect(await ok(world.zoneMasool.get('/api/cities/activity-status'))).toEqual(status([lahore, kasur]));
    expect(await ok(world.cityMasool.get('/api/cities/activity-status'))).toEqual(status([lahore, kasur]));
    expect(await ok(world.subCityMasool.get('/api/cities/activity-status'))).toEqual(status([kasur]));
    await refused(world.signedOut.get('/api/cities/activity-status'), 401);
  });
});

describe('GET /api/cities/{id}', () => {
  it('answers the city with every field, its zone and parent names, sub-city count and version', async () => {
    const city = await ok<City>(world.admin.get(`/api/cities/${lahore}`));
    expect(city).toEqual({
      id: lahore,
      zoneId: ZONES.north,
      zoneName: 'North',
      name: 'Lahore',
      nameUrdu: 'لاہور',
      masoolName: 'Masool',
      masoolNumber: '+92-000-0000000',
      majlisMembers: 10,
      activeCircles: 5,
      ulmaCount: 0,
      inactiveTeachersCount: 0,
      masjidCount: 0,
      murabbiCount: 0,
      seeratLibraryBooks: 0,
      whatsappGroup: false,
      whatsappGroupUrl: null,
      islahiMuamlat: false,
      muamlatReceiver: null,
      status: 'active',
      karguzari: null,
      shabetazkiaCheck: false,
      shabetazkiaLastDate: null,
      majlisZikrCheck: false,
      majlisZikrDay: null,
      majlisZikrTime: null,
      isParentCity: false,
      parentCityId: null,
      parentCityName: null,
      subCityCount: 1,
      campusActive: false,
      majlisTaleemActive: false,
      majlisTaleemMasool: null,
      majlisIslahActive: false,
      majlisIslahMasool: null,
      majlisShabab: false,
      majlisShababMasool: null,
      majlisAtfal: false,
      majlisAtfalMasool: null,
      majlisJamiyaat: false,
      majlisJamiyaatMasool: null,
      muntizamahActive: false,
      muntizamahMasool: null,
      createdAt: '2025-06-01T09:04:00.000Z',
      updatedAt: '2025-06-01T09:09:00.000Z',
      // Created, updated, checklist saved: the stream's third event.
      version: 2,
      cityPath: [lahore],
      lastMeetingDate: null,
      lastKarguzariDate: null,
      inDangerZone: false,
    } satisfies City);
    expect(await ok<City>(world.admin.get(`/api/cities/${kasur}`))).toMatchObject({
      isParentCity: true,
      parentCityId: lahore,
      parentCityName: 'Lahore',
      subCityCount: 0,
      cityPath: [kasur, lahore],
      version: 0,
    });
    expect(await ok<City>(world.admin.get(`/api/cities/${sialkot}`))).toMatchObject({
      status: 'inactive',
      shabetazkiaCheck: true,
      shabetazkiaLastDate: '2025-05-20',
    });
  });

  it('lets the zone masool read the cities of their zone only', async () => {
    for (const id of [lahore, kasur, sialkot]) await ok(world.zoneMasool.get(`/api/cities/${id}`));
    for (const id of [karachi, hyderabad]) await refused(world.zoneMasool.get(`/api/cities/${id}`), 403);
  });

  it('lets a city masool read their city and its sub-cities only', async () => {
    await ok(world.cityMasool.get(`/api/cities/${lahore}`));
    await ok(world.cityMasool.get(`/api/cities/${kasur}`));
    for (const id of [sialkot, karachi]) await refused(world.cityMasool.get(`/api/cities/${id}`), 403);
    await ok(world.subCityMasool.get(`/api/cities/${kasur}`));
    await refused(world.subCityMasool.get(`/api/cities/${lahore}`), 403);
  });

  it('answers 404 for a city that does not exist, 400 for an id that is no whole number, 401 signed out', async () => {
    await refused(world.admin.get('/api/cities/99999'), 404, 'City not found');
    for (const id of ['abc', '1.5', '0', '99999999999']) {
      await refused(world.admin.get(`/api/cities/${id}`), 400);
    }
    await refused(world.signedOut.get(`/api/cities/${lahore}`), 401);
  });
});
