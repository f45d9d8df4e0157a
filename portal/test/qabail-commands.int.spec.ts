import { CITY_NOT_ALLOWED, qabailStreamName } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalClient } from './portal-harness';
import { qabailBody } from './qabail-requests';
import {
  buildZoneCityWorld,
  eventsOf,
  listed,
  refused,
  signedInAs,
  written,
  type ZoneCityWorld,
} from './zone-city-world';

const PERMISSION_DENIED = { message: 'Permission denied, please check with Administrator' };

let world: ZoneCityWorld;
/** A central masool: writes everywhere, deletes nowhere. */
let centralMasool: PortalClient;
beforeAll(async () => {
  world = await buildZoneCityWorld('qabail_commands');
  centralMasool = await signedInAs(world.harness, world.admin, 'central-qabail', {
    roles: ['markazi_masool'],
  });
});
afterAll(async () => {
  await world?.close();
});

/** A qabail in `cityId`, added by the administrator and visible to every session. */
async function adminQabail(cityId: number, overrides: Record<string, unknown> = {}) {
  const qabail = await written(world.admin.post('/api/qabails', qabailBody(cityId, overrides)));
  await world.caughtUp();
  return qabail;
}

describe('POST /api/qabails: who may add a qabail', () => {
  it('lets the administrator anywhere, the zone masool in its zone, the city masool in its city and sub-cities', async () => {
    const { a1, a1Sub, a2, b1 } = world.cities;
    for (const [client, cityId] of [
      [world.admin, b1],
      [world.zoneMasool, a2],
      [world.cityMasool, a1],
      [world.cityMasool, a1Sub],
      [centralMasool, b1],
    ] as const) {
      const qabail = await written(client.post('/api/qabails', qabailBody(cityId)));
      expect(qabail).toMatchObject({ cityId, status: 'active', version: 0 });
    }
  });

  it('refuses the zone masool in another zone, the city masool in another city, and signed-out visitors', async () => {
    // At cityId, as a city that does not exist: their scope does not reach those cities.
    const unseen = { message: CITY_NOT_ALLOWED, fields: { cityId: CITY_NOT_ALLOWED } };
    expect(await refused(world.zoneMasool.post('/api/qabails', qabailBody(world.cities.b1)), 400)).toEqual(
      unseen,
    );
    expect(await refused(world.cityMasool.post('/api/qabails', qabailBody(world.cities.a2)), 400)).toEqual(
      unseen,
    );
    await refused(world.signedOut.post('/api/qabails', qabailBody(world.cities.a1)), 401);
  });
});

describe('POST /api/qabails: rules', () => {
  it('names the qabail after its city, whatever city name the request sent, and records who added it', async () => {
    const qabail = await written(
      world.cityMasool.post('/api/qabails', qabailBody(world.cities.a1, { cityName: 'Somewhere else' })),
    );
    expect(qabail).toMatchObject({ cityId: world.cities.a1, cityName: 'A1' });
    const [created] = await eventsOf(world, qabailStreamName(qabail.id));
    expect(created?.type).toBe('QabailCreated');
    expect(created?.metadata).toMatchObject({ username: 'city-qabail_commands' });
  });

  it('refuses missing names and city, negative or broken counts, javascript: links, unknown statuses and days', async () => {
    const bad = await refused(
      world.admin.post('/api/qabails', {
        qabilahName: ' ',
        majlisMembers: -1,
        activeCircles: 1.5,
        masjidCount: '3',
        whatsappGroup: true,
        whatsappGroupUrl: 'javascript:alert(1)',
        majlisZikrCheck: true,
        majlisZikrDay: 'Funday',
        status: 'closed',
      }),
      400,
    );
    expect(bad.fields).toMatchObject({ cityId: 'City is required', qabilahName: 'Qabilah name is required' });
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual([
      'activeCircles',
      'cityId',
      'majlisMembers',
      'majlisZikrDay',
      'masjidCount',
      'masoolName',
      'qabilahName',
      'status',
      'whatsappGroupUrl',
    ]);
    const ftp = qabailBody(world.cities.a1, { whatsappGroup: true, whatsappGroupUrl: 'ftp://files.example' });
    expect((await refused(world.admin.post('/api/qabails', ftp), 400)).fields).toEqual({
      whatsappGroupUrl: 'Must be an http or https link',
    });
  });

  it('answers 400 at cityId for a city that does not exist, as for one out of reach', async () => {
    const unseen = { message: CITY_NOT_ALLOWED, fields: { cityId: CITY_NOT_ALLOWED } };
    expect(await refused(world.admin.post('/api/qabails', qabailBody(99999)), 400)).toEqual(unseen);
    expect(await refused(world.zoneMasool.post('/api/qabails', qabailBody(world.cities.b1)), 400)).toEqual(
      unseen,
    );
  });

  it('keeps dependent fields whose toggle is on and clears those whose toggle is off', async () => {
    const qabail = await written(
      world.admin.post(
        '/api/qabails',
        qabailBody(world.cities.a1, {
          whatsappGroup: true,
          whatsappGroupUrl: 'https://chat.whatsapp.com/awan',
          majlisZikrDay: 'Friday',
          majlisZikrTime: 'after Isha',
          shabetazkiaCheck: true,
          shabetazkiaLastDate: '2025-03-01',
        }),
      ),
    );
    expect(qabail).toMatchObject({
      whatsappGroupUrl: 'https://chat.whatsapp.com/awan',
      majlisZikrCheck: false,
      majlisZikrDay: null,
      majlisZikrTime: null,
      shabetazkiaLastDate: '2025-03-01',
    });
  });
});

describe('PUT /api/qabails/:id: who may edit a qabail', () => {
  it('lets the administrator, the zone masool of its zone and the city masool of its city or a parent', async () => {
    const { a1, a1Sub, a2, b1 } = world.cities;
    for (const [client, cityId] of [
      [world.admin, b1],
      [world.zoneMasool, a2],
      [world.cityMasool, a1],
      [world.cityMasool, a1Sub],
    ] as const) {
      const qabail = await adminQabail(cityId);
      const changed = await written(client.put(`/api/qabails/${qabail.id}`, { activeCircles: 3 }), 200);
      expect(changed).toMatchObject({ id: qabail.id, activeCircles: 3, version: 1 });
    }
  });

  it('refuses the zone masool of another zone, the city masool of another city, signed-out visitors', async () => {
    for (const [client, cityId] of [
      [world.zoneMasool, world.cities.b1],
      [world.cityMasool, world.cities.a2],
    ] as const) {
      const qabail = await adminQabail(cityId);
      expect(await refused(client.put(`/api/qabails/${qabail.id}`, { activeCircles: 9 }), 403)).toEqual(
        PERMISSION_DENIED,
      );
    }
    const qabail = await adminQabail(world.cities.a1);
    await refused(world.signedOut.put(`/api/qabails/${qabail.id}`, { activeCircles: 9 }), 401);
    expect(await refused(world.admin.put('/api/qabails/99999', { activeCircles: 9 }), 404)).toEqual({
      message: 'Qabail not found',
    });
  });
});

describe('PUT /api/qabails/:id: rules', () => {
  it('records the changed fields with the reason and keeps what the request left out', async () => {
    const qabail = await adminQabail(world.cities.a1, { majlisMembers: 12, activeCircles: 4 });
    const changed = await written(
      world.cityMasool.put(`/api/qabails/${qabail.id}`, {
        id: qabail.id,
        activeCircles: 6,
        status: 'inactive',
        changeReason: 'two circles started',
      }),
      200,
    );
    expect(changed).toMatchObject({ majlisMembers: 12, activeCircles: 6, status: 'inactive', version: 1 });
    const [updated] = await eventsOf(world, qabailStreamName(qabail.id), 1);
    expect(updated?.data).toEqual({
      qabailId: qabail.id,
      cityId: world.cities.a1,
      changes: { activeCircles: { from: 4, to: 6 }, status: { from: 'active', to: 'inactive' } },
    });
    expect(updated?.metadata).toMatchObject({
      changeReason: 'two circles started',
      username: 'city-qabail_commands',
    });
  });

  it('refuses a missing name, negative counts, bad links and statuses, and a foreign body id', async () => {
    const qabail = await adminQabail(world.cities.a2);
    const bad = await refused(
      world.admin.put(`/api/qabails/${qabail.id}`, {
        masoolName: '',
        ulmaCount: -2,
        whatsappGroupUrl: 'javascript:alert(1)',
        status: 'closed',
      }),
      400,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual([
      'masoolName',
      'status',
      'ulmaCount',
      'whatsappGroupUrl',
    ]);
    await refused(world.admin.put(`/api/qabails/${qabail.id}`, { id: qabail.id + 1 }), 400);
    await refused(world.admin.put('/api/qabails/abc', { ulmaCount: 1 }), 400);
  });

  it('moves a qabail to another city the user may write, named after that city', async () => {
    const qabail = await adminQabail(world.cities.a1);
    // a2 is outside the city masool's city: refused as a city that does not exist is.
    const unseen = { message: CITY_NOT_ALLOWED, fields: { cityId: CITY_NOT_ALLOWED } };
    expect(
      await refused(world.cityMasool.put(`/api/qabails/${qabail.id}`, { cityId: world.cities.a2 }), 400),
    ).toEqual(unseen);
    expect(await refused(world.admin.put(`/api/qabails/${qabail.id}`, { cityId: 99999 }), 400)).toEqual(
      unseen,
    );
    const moved = await written(
      world.zoneMasool.put(`/api/qabails/${qabail.id}`, { cityId: world.cities.a2, cityName: 'ignored' }),
      200,
    );
    expect(moved).toMatchObject({ cityId: world.cities.a2, cityName: 'A2' });
    // Now in a2, the city masool of a1 no longer holds it.
    expect(await refused(world.cityMasool.put(`/api/qabails/${qabail.id}`, { ulmaCount: 1 }), 403)).toEqual(
      PERMISSION_DENIED,
    );
  });

  it('clears dependents when their toggle is turned off', async () => {
    const qabail = await adminQabail(world.cities.a1, {
      majlisZikrCheck: true,
      majlisZikrDay: 'Monday',
      majlisZikrTime: '8 pm',
      whatsappGroup: true,
      whatsappGroupUrl: 'https://chat.whatsapp.com/q',
    });
    const off = await written(
      world.admin.put(`/api/qabails/${qabail.id}`, { majlisZikrCheck: false, whatsappGroup: false }),
      200,
    );
    expect(off).toMatchObject({
      majlisZikrCheck: false,
      majlisZikrDay: null,
      majlisZikrTime: null,
      whatsappGroup: false,
      whatsappGroupUrl: null,
    });
  });

  it('answers 409 to an If-Match naming a version older than the qabail', async () => {
    const qabail = await adminQabail(world.cities.a1);
    const put = (ifMatch: string, ulmaCount: number) =>
      world.admin.request('PUT', `/api/qabails/${qabail.id}`, { ulmaCount }, { 'if-match': ifMatch });
    expect((await put('"0"', 1)).status).toBe(200);
    expect(await refused(put('"0"', 2), 409)).toEqual({
      message: 'This record was changed by someone else. Reload it and try again.',
    });
    expect((await put('"1"', 2)).status).toBe(200);
    const racing = await Promise.all([put('"2"', 5), put('"2"', 6)]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});

describe('DELETE /api/qabails/:id', () => {
  it('lets whoever may delete in the qabail city delete it, once', async () => {
    const { a1Sub, a2 } = world.cities;
    for (const [client, cityId] of [
      [world.admin, world.cities.b1],
      [world.zoneMasool, a2],
      [world.cityMasool, a1Sub],
    ] as const) {
      const qabail = await adminQabail(cityId);
      expect(await written(client.delete(`/api/qabails/${qabail.id}`), 200)).toMatchObject({
        id: qabail.id,
        version: 1,
      });
      const [, deleted] = await eventsOf(world, qabailStreamName(qabail.id));
      expect(deleted?.data).toEqual({ qabailId: qabail.id, cityId });
      expect(await refused(client.delete(`/api/qabails/${qabail.id}`), 404)).toEqual({
        message: 'Qabail not found',
      });
      await refused(client.put(`/api/qabails/${qabail.id}`, { ulmaCount: 1 }), 404);
    }
  });

  it('refuses other zones and cities, a central masool (no deletes), and signed-out visitors', async () => {
    for (const [client, cityId] of [
      [world.zoneMasool, world.cities.b1],
      [world.cityMasool, world.cities.a2],
      [centralMasool, world.cities.a1],
    ] as const) {
      const qabail = await adminQabail(cityId);
      expect(await refused(client.delete(`/api/qabails/${qabail.id}`), 403)).toEqual(PERMISSION_DENIED);
    }
    const qabail = await adminQabail(world.cities.a1);
    await refused(world.signedOut.delete(`/api/qabails/${qabail.id}`), 401);
    await refused(world.admin.delete('/api/qabails/99999'), 404);
    expect(await eventsOf(world, qabailStreamName(qabail.id))).toHaveLength(1);
  });
});

describe('the change history of a qabail', () => {
  it('lists its create, each changed field and its delete, scoped to its city even once deleted', async () => {
    const qabail = await adminQabail(world.cities.a1, { qabilahName: 'Awan' });
    await written(
      world.cityMasool.put(`/api/qabails/${qabail.id}`, {
        qabilahName: 'Awan Khel',
        majlisMembers: 9,
        changeReason: 'Renamed by the elders',
      }),
      200,
    );
    await written(world.cityMasool.delete(`/api/qabails/${qabail.id}`), 200);
    const history = await listed<Record<string, unknown>>(
      world.cityMasool.get(`/api/qabails/${qabail.id}/audit?limit=100`),
    );
    expect(
      history.map(({ action, fieldName, oldValue, newValue, changeReason, user }) => ({
        action,
        fieldName,
        oldValue,
        newValue,
        changeReason,
        user,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          action: 'create',
          fieldName: null,
          oldValue: null,
          newValue: null,
          changeReason: null,
          user: { username: 'admin' },
        },
        {
          action: 'update',
          fieldName: 'qabilahName',
          oldValue: 'Awan',
          newValue: 'Awan Khel',
          changeReason: 'Renamed by the elders',
          user: { username: 'city-qabail_commands' },
        },
        {
          action: 'update',
          fieldName: 'majlisMembers',
          oldValue: '0',
          newValue: '9',
          changeReason: 'Renamed by the elders',
          user: { username: 'city-qabail_commands' },
        },
        {
          action: 'delete',
          fieldName: null,
          oldValue: null,
          newValue: null,
          changeReason: null,
          user: { username: 'city-qabail_commands' },
        },
      ]),
    );
    expect(history).toHaveLength(4);

    await world.caughtUp();
    expect((await world.zoneMasool.get(`/api/qabails/${qabail.id}/audit`)).status).toBe(200);
    const otherCityMasool = await signedInAs(world.harness, world.admin, 'b1-qabail-history', {
      roles: ['city_masool'],
      assignedCityId: world.cities.b1,
    });
    expect(await refused(otherCityMasool.get(`/api/qabails/${qabail.id}/audit`), 403)).toEqual(
      PERMISSION_DENIED,
    );
    await refused(world.signedOut.get(`/api/qabails/${qabail.id}/audit`), 401);
    expect(await refused(world.admin.get('/api/qabails/99999/audit'), 404)).toEqual({
      message: 'Qabail not found',
    });
  });
});
