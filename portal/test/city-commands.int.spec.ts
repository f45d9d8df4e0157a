import {
  cityStreamName,
  ONLY_ADMIN_CAN_CHANGE_STATUS,
  PARENT_CITY_NOT_ALLOWED,
  ZONE_NOT_ALLOWED,
} from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildZoneCityWorld,
  cityBody,
  eventsOf,
  refused,
  written,
  type ZoneCityWorld,
} from './zone-city-world';

const PERMISSION_DENIED = { message: 'Permission denied, please check with Administrator' };

let world: ZoneCityWorld;
beforeAll(async () => {
  world = await buildZoneCityWorld('city_commands');
});
afterAll(async () => {
  await world?.close();
});

describe('POST /api/cities: who may add a city', () => {
  it('lets an administrator add a city to any zone, and the zone masool to their zone', async () => {
    await written(world.admin.post('/api/cities', cityBody(world.zones.b)));
    const city = await written(
      world.zoneMasool.post('/api/cities', cityBody(world.zones.a, { name: 'Okara' })),
    );
    expect(city).toMatchObject({ name: 'Okara', zoneId: world.zones.a, status: 'active', version: 0 });
    const [created] = await eventsOf(world, cityStreamName(city.id));
    expect(created?.metadata.username).toBe('zone-city_commands');
  });

  it('refuses the zone masool in another zone, city masools, and signed-out visitors', async () => {
    // Neither sees the zone's record: refused at zoneId, as a zone that does not exist.
    const unseen = { message: ZONE_NOT_ALLOWED, fields: { zoneId: ZONE_NOT_ALLOWED } };
    expect(await refused(world.zoneMasool.post('/api/cities', cityBody(world.zones.b)), 400)).toEqual(unseen);
    expect(await refused(world.cityMasool.post('/api/cities', cityBody(world.zones.a)), 400)).toEqual(unseen);
    await refused(world.signedOut.post('/api/cities', cityBody(world.zones.a)), 401);
  });
});

describe('POST /api/cities: rules', () => {
  it('refuses missing names, negative counts, javascript: links and unknown statuses', async () => {
    const bad = await refused(
      world.admin.post('/api/cities', {
        zoneId: world.zones.a,
        name: ' ',
        activeCircles: -1,
        whatsappGroup: true,
        whatsappGroupUrl: 'javascript:alert(1)',
        status: 'closed',
        seeratModels: [{ modelId: 1, count: -1 }],
      }),
      400,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual([
      'activeCircles',
      'masoolName',
      'name',
      'seeratModels.0.count',
      'status',
      'whatsappGroupUrl',
    ]);
  });

  it('answers 400 at zoneId for a zone that does not exist, as for one out of reach', async () => {
    const unseen = { message: ZONE_NOT_ALLOWED, fields: { zoneId: ZONE_NOT_ALLOWED } };
    expect(await refused(world.admin.post('/api/cities', cityBody(99999)), 400)).toEqual(unseen);
    expect(await refused(world.zoneMasool.post('/api/cities', cityBody(world.zones.b)), 400)).toEqual(unseen);
  });

  it('lets only an administrator add a city whose status is not active', async () => {
    const pending = cityBody(world.zones.a, { status: 'pending' });
    expect(await refused(world.zoneMasool.post('/api/cities', pending), 403)).toEqual({
      message: ONLY_ADMIN_CAN_CHANGE_STATUS,
    });
    expect(await written(world.admin.post('/api/cities', pending))).toMatchObject({ status: 'pending' });
  });

  it('clears the dependent fields whose toggle is off', async () => {
    const city = await written(
      world.admin.post(
        '/api/cities',
        cityBody(world.zones.a, {
          whatsappGroupUrl: 'https://chat.example/c',
          majlisZikrDay: 'Friday',
          majlisZikrTime: '6:00PM',
          shabetazkiaLastDate: '2024-03-01',
          muamlatReceiver: 'Usman',
          majlisTaleemActive: true,
          majlisTaleemMasool: 'Khalid',
          parentCityId: world.cities.a1,
        }),
      ),
    );
    const [created] = await eventsOf(world, cityStreamName(city.id));
    expect(created?.data).toMatchObject({
      fields: {
        whatsappGroupUrl: null,
        majlisZikrDay: null,
        majlisZikrTime: null,
        shabetazkiaLastDate: null,
        muamlatReceiver: null,
        majlisTaleemActive: false,
        majlisTaleemMasool: null,
        parentCityId: null,
      },
    });
  });

  it('adds a sub-city below a city of the same zone, never of another zone or an unknown one', async () => {
    const sub = await written(
      world.zoneMasool.post(
        '/api/cities',
        cityBody(world.zones.a, { isParentCity: true, parentCityId: world.cities.a2 }),
      ),
    );
    expect(sub).toMatchObject({ isParentCity: true, parentCityId: world.cities.a2 });
    const otherZone = cityBody(world.zones.a, { isParentCity: true, parentCityId: world.cities.b1 });
    expect(await refused(world.admin.post('/api/cities', otherZone), 400)).toEqual({
      message: 'The parent city must be in the same zone as the city',
      fields: { parentCityId: 'The parent city must be in the same zone as the city' },
    });
    const unseen = { message: PARENT_CITY_NOT_ALLOWED, fields: { parentCityId: PARENT_CITY_NOT_ALLOWED } };
    const unknown = cityBody(world.zones.a, { isParentCity: true, parentCityId: 99999 });
    expect(await refused(world.admin.post('/api/cities', unknown), 400)).toEqual(unseen);
    // A zone masool is told no more of zone b's city than of a city that does not exist.
    expect(await refused(world.zoneMasool.post('/api/cities', otherZone), 400)).toEqual(unseen);
  });

  it('records the selected Seerat models and books that exist, and refuses unknown ones', async () => {
    const model = await written(world.admin.post('/api/seerat-models', { modelName: 'Circle model' }));
    const book = await written(
      world.admin.post('/api/recommended-books', { title: 'Seerah', author: 'Author' }),
    );
    const city = await written(
      world.admin.post(
        '/api/cities',
        cityBody(world.zones.a, {
          seeratModels: [{ modelId: model.id, count: 4, isSelected: true }],
          libraryBooks: [
            { bookId: book.id, count: 2, isSelected: true },
            { bookId: 99998, count: 1, isSelected: false },
          ],
        }),
      ),
    );
    expect(city).toMatchObject({
      seeratModels: [{ id: model.id, count: 4 }],
      libraryBooks: [{ id: book.id, count: 2 }],
    });
    const unknown = cityBody(world.zones.a, { seeratModels: [{ modelId: 99999, count: 1 }] });
    expect(await refused(world.admin.post('/api/cities', unknown), 400)).toEqual({
      message: 'Unknown Seerat model: 99999',
      fields: { seeratModels: 'Unknown Seerat model: 99999' },
    });
  });
});

describe('PUT /api/cities/:id: who may edit a city', () => {
  it('lets the administrator, the zone masool of its zone and the city masool of it or a parent', async () => {
    const { a1, a1Sub, a2, b1 } = world.cities;
    for (const [client, cityId] of [
      [world.admin, b1],
      [world.zoneMasool, a2],
      [world.cityMasool, a1],
      [world.cityMasool, a1Sub],
    ] as const) {
      const city = await written(client.put(`/api/cities/${cityId}`, { activeCircles: 3 }), 200);
      expect(city).toMatchObject({ id: cityId, activeCircles: 3 });
    }
  });

  it('refuses the zone masool of another zone, the city masool of another city, signed-out visitors', async () => {
    for (const [client, cityId] of [
      [world.zoneMasool, world.cities.b1],
      [world.cityMasool, world.cities.a2],
    ] as const) {
      expect(await refused(client.put(`/api/cities/${cityId}`, { activeCircles: 9 }), 403)).toEqual(
        PERMISSION_DENIED,
      );
    }
    await refused(world.signedOut.put(`/api/cities/${world.cities.a1}`, { activeCircles: 9 }), 401);
    await refused(world.admin.put('/api/cities/99999', { activeCircles: 9 }), 404);
  });
});

describe('PUT /api/cities/:id: rules', () => {
  it('records the changed fields with the reason and keeps what the request left out', async () => {
    const city = await written(
      world.admin.post('/api/cities', cityBody(world.zones.a, { majlisMembers: 12, activeCircles: 4 })),
    );
    await world.caughtUp();
    const changed = await written(
      world.zoneMasool.put(`/api/cities/${city.id}`, {
        id: city.id,
        activeCircles: 6,
        changeReason: 'two circles started',
      }),
      200,
    );
    expect(changed).toMatchObject({ majlisMembers: 12, activeCircles: 6, version: 1 });
    const [updated] = await eventsOf(world, cityStreamName(city.id), 1);
    expect(updated?.data).toEqual({ cityId: city.id, changes: { activeCircles: { from: 4, to: 6 } } });
    expect(updated?.metadata).toMatchObject({
      changeReason: 'two circles started',
      username: 'zone-city_commands',
    });
  });

  it('refuses a missing name, negative counts, javascript: links, bad statuses and a foreign body id', async () => {
    const bad = await refused(
      world.admin.put(`/api/cities/${world.cities.a2}`, {
        name: '',
        ulmaCount: -2,
        whatsappGroupUrl: 'javascript:alert(1)',
        status: 'closed',
      }),
      400,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['name', 'status', 'ulmaCount', 'whatsappGroupUrl']);
    await refused(world.admin.put(`/api/cities/${world.cities.a2}`, { id: world.cities.a1 }), 400);
  });

  it('lets only an administrator change the status', async () => {
    const city = await written(world.admin.post('/api/cities', cityBody(world.zones.a)));
    await world.caughtUp();
    expect(
      await refused(world.zoneMasool.put(`/api/cities/${city.id}`, { status: 'inactive' }), 403),
    ).toEqual({
      message: ONLY_ADMIN_CAN_CHANGE_STATUS,
    });
    await written(
      world.zoneMasool.put(`/api/cities/${city.id}`, { status: 'active', name: 'Same status' }),
      200,
    );
    const suspended = await written(world.admin.put(`/api/cities/${city.id}`, { status: 'suspended' }), 200);
    expect(suspended.status).toBe('suspended');
  });

  it('never makes a city its own parent or a sub-city of its own sub-city', async () => {
    const { a1, a1Sub } = world.cities;
    expect(
      await refused(world.admin.put(`/api/cities/${a1}`, { isParentCity: true, parentCityId: a1 }), 400),
    ).toEqual({
      message: 'A city cannot be its own parent city',
      fields: { parentCityId: 'A city cannot be its own parent city' },
    });
    expect(
      await refused(world.admin.put(`/api/cities/${a1}`, { isParentCity: true, parentCityId: a1Sub }), 400),
    ).toEqual({
      message: 'A city cannot have one of its own sub-cities as its parent city',
      fields: { parentCityId: 'A city cannot have one of its own sub-cities as its parent city' },
    });
  });

  it('refuses a parent in another zone, and a parent the user may not write', async () => {
    const city = await written(world.admin.post('/api/cities', cityBody(world.zones.a)));
    await world.caughtUp();
    const otherZone = { isParentCity: true, parentCityId: world.cities.b1 };
    expect(await refused(world.admin.put(`/api/cities/${city.id}`, otherZone), 400)).toEqual({
      message: 'The parent city must be in the same zone as the city',
      fields: { parentCityId: 'The parent city must be in the same zone as the city' },
    });
    // The city masool of a1 may edit a1Sub but not hand it to a2, a city outside their sight.
    const toA2 = { isParentCity: true, parentCityId: world.cities.a2 };
    expect(await refused(world.cityMasool.put(`/api/cities/${world.cities.a1Sub}`, toA2), 400)).toEqual({
      message: PARENT_CITY_NOT_ALLOWED,
      fields: { parentCityId: PARENT_CITY_NOT_ALLOWED },
    });
  });

  it('moves a city to another zone the user may write, unless it has sub-cities', async () => {
    const city = await written(world.admin.post('/api/cities', cityBody(world.zones.a)));
    await world.caughtUp();
    const unseen = { message: ZONE_NOT_ALLOWED, fields: { zoneId: ZONE_NOT_ALLOWED } };
    expect(
      await refused(world.zoneMasool.put(`/api/cities/${city.id}`, { zoneId: world.zones.b }), 400),
    ).toEqual(unseen);
    expect(await refused(world.admin.put(`/api/cities/${city.id}`, { zoneId: 99999 }), 400)).toEqual(unseen);
    const moved = await written(world.admin.put(`/api/cities/${city.id}`, { zoneId: world.zones.b }), 200);
    expect(moved.zoneId).toBe(world.zones.b);
    const withSubCity = await refused(
      world.admin.put(`/api/cities/${world.cities.a1}`, { zoneId: world.zones.b }),
      400,
    );
    expect(withSubCity.message).toMatch(/^A city with sub-cities cannot move to another zone/);
  });

  it('clears dependents when their toggle is turned off', async () => {
    const city = await written(
      world.admin.post(
        '/api/cities',
        cityBody(world.zones.a, { majlisZikrCheck: true, majlisZikrDay: 'Sunday', majlisZikrTime: '6:00PM' }),
      ),
    );
    const off = await written(world.admin.put(`/api/cities/${city.id}`, { majlisZikrCheck: false }), 200);
    expect(off).toMatchObject({ majlisZikrCheck: false, majlisZikrDay: null, majlisZikrTime: null });
  });

  it('replaces the selections, checking newly selected entries exist', async () => {
    const model = await written(world.admin.post('/api/seerat-models', { modelName: 'Home circle' }));
    const city = await written(world.admin.post('/api/cities', cityBody(world.zones.a)));
    const selected = await written(
      world.admin.put(`/api/cities/${city.id}`, { seeratModels: [{ modelId: model.id, count: 2 }] }),
      200,
    );
    expect(selected.seeratModels).toEqual([{ id: model.id, count: 2 }]);
    const unknown = { libraryBooks: [{ bookId: 99999, count: 1 }] };
    expect(await refused(world.admin.put(`/api/cities/${city.id}`, unknown), 400)).toEqual({
      message: 'Unknown library book: 99999',
      fields: { libraryBooks: 'Unknown library book: 99999' },
    });
  });

  it('answers 409 to an If-Match naming a version older than the city', async () => {
    const city = await written(world.admin.post('/api/cities', cityBody(world.zones.a)));
    const put = (ifMatch: string, activeCircles: number) =>
      world.admin.request('PUT', `/api/cities/${city.id}`, { activeCircles }, { 'if-match': ifMatch });
    expect((await put('"0"', 1)).status).toBe(200);
    expect(await refused(put('"0"', 2), 409)).toEqual({
      message: 'This record was changed by someone else. Reload it and try again.',
    });
    expect((await put('"1"', 2)).status).toBe(200);
    expect(await eventsOf(world, cityStreamName(city.id))).toHaveLength(3);

    const racing = await Promise.all([put('"2"', 5), put('"2"', 6)]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('lets two editors without If-Match change different fields at once, keeping both', async () => {
    const city = await written(world.admin.post('/api/cities', cityBody(world.zones.a)));
    await world.caughtUp();
    await Promise.all([
      written(world.admin.put(`/api/cities/${city.id}`, { ulmaCount: 3 }), 200),
      written(world.zoneMasool.put(`/api/cities/${city.id}`, { masjidCount: 4 }), 200),
    ]);
    const changes = (await eventsOf(world, cityStreamName(city.id), 1)).map((event) => event.data);
    expect(changes).toHaveLength(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        { cityId: city.id, changes: { ulmaCount: { from: 0, to: 3 } } },
        { cityId: city.id, changes: { masjidCount: { from: 0, to: 4 } } },
      ]),
    );
  });
});
