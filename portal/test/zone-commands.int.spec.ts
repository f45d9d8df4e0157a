import { zoneStreamName } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildZoneCityWorld,
  eventsOf,
  refused,
  written,
  type ZoneCityWorld,
  zoneBody,
} from './zone-city-world';

const ZONE_ACCESS_DENIED = 'Access denied to this zone. Please contact your Administrator for permission.';

let world: ZoneCityWorld;
beforeAll(async () => {
  world = await buildZoneCityWorld('zone_commands');
});
afterAll(async () => {
  await world?.close();
});

describe('POST /api/zones', () => {
  it('lets an administrator create a zone, recording who and answering its version and position', async () => {
    const zone = await written(
      world.admin.request(
        'POST',
        '/api/zones',
        zoneBody({
          name: 'Sindh',
          libraryCount: 3,
          totalCities: 40,
          whatsappGroupUrl: 'https://chat.example/z',
        }),
        { 'user-agent': 'zone-spec' },
      ),
    );
    expect(zone).toMatchObject({ name: 'Sindh', masool: 'Bilal', libraryCount: 3, version: 0 });
    expect(zone.position).toMatch(/^\d+$/);
    expect(zone).not.toHaveProperty('totalCities');

    const [created] = await eventsOf(world, zoneStreamName(zone.id));
    expect(created?.type).toBe('ZoneCreated');
    expect(created?.data).toEqual({
      zoneId: zone.id,
      fields: {
        name: 'Sindh',
        masool: 'Bilal',
        masoolContact: null,
        responsibleCity: null,
        whatsappGroupUrl: 'https://chat.example/z',
        libraryCount: 3,
      },
    });
    expect(created?.metadata).toMatchObject({ username: 'admin', userAgent: 'zone-spec' });
    expect(created?.position.toString()).toBe(zone.position);
  });

  it('refuses everyone else: zone and city masools 403, a signed-out visitor 401', async () => {
    for (const client of [world.zoneMasool, world.cityMasool]) {
      expect(await refused(client.post('/api/zones', zoneBody()), 403)).toEqual({
        message: 'Permission denied, please check with Administrator',
      });
    }
    await refused(world.signedOut.post('/api/zones', zoneBody()), 401);
  });

  it('refuses bad input with the failing fields', async () => {
    const missing = await refused(world.admin.post('/api/zones', { masool: 'Bilal' }), 400);
    expect(Object.keys(missing.fields ?? {})).toEqual(['name']);
    const bad = await refused(
      world.admin.post('/api/zones', zoneBody({ libraryCount: -1, whatsappGroupUrl: 'javascript:alert(1)' })),
      400,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['libraryCount', 'whatsappGroupUrl']);
  });
});

describe('zone names', () => {
  it('are unique ignoring case, on create and on rename; a renamed zone frees its old name', async () => {
    await written(world.admin.post('/api/zones', zoneBody({ name: 'Multan QA' })));
    expect(await refused(world.admin.post('/api/zones', zoneBody({ name: 'multan qa' })), 409)).toEqual({
      message: 'A zone with this name already exists',
    });
    const other = await written(world.admin.post('/api/zones', zoneBody({ name: 'Bahawalpur QA' })));
    await refused(world.admin.put(`/api/zones/${other.id}`, { name: 'MULTAN QA' }), 409);
    // The zone keeps its own name in another case, and its old name is free once it is renamed.
    await written(world.admin.put(`/api/zones/${other.id}`, { name: 'BAHAWALPUR qa' }), 200);
    await written(world.admin.put(`/api/zones/${other.id}`, { name: 'Bahawalnagar QA' }), 200);
    await written(world.admin.post('/api/zones', zoneBody({ name: 'Bahawalpur QA' })));
  });
});

describe('PUT /api/zones/:id', () => {
  it('lets an administrator and the zone masool of that zone update it', async () => {
    const byAdmin = await written(world.admin.put(`/api/zones/${world.zones.a}`, { masool: 'Hamza' }), 200);
    expect(byAdmin).toMatchObject({ id: world.zones.a, name: 'Zone A', masool: 'Hamza' });
    await world.caughtUp();
    const byMasool = await written(
      world.zoneMasool.put(`/api/zones/${world.zones.a}`, {
        id: world.zones.a,
        masoolContact: '0300-1234567',
      }),
      200,
    );
    expect(byMasool).toMatchObject({ masool: 'Hamza', masoolContact: '0300-1234567' });
    expect(byMasool.version).toBe(byAdmin.version + 1);
  });

  it('refuses another zone and city masools with the spec text, a signed-out visitor with 401', async () => {
    for (const [client, zoneId] of [
      [world.zoneMasool, world.zones.b],
      [world.cityMasool, world.zones.a],
    ] as const) {
      expect(await refused(client.put(`/api/zones/${zoneId}`, { masool: 'X' }), 403)).toEqual({
        message: ZONE_ACCESS_DENIED,
      });
    }
    await refused(world.signedOut.put(`/api/zones/${world.zones.a}`, { masool: 'X' }), 401);
    await refused(world.admin.put('/api/zones/99999', { masool: 'X' }), 404);
  });

  it('records only the changed fields with before, after and the reason', async () => {
    const zone = await written(world.admin.post('/api/zones', zoneBody({ libraryCount: 2 })));
    const changed = await written(
      world.admin.put(`/api/zones/${zone.id}`, {
        ...zoneBody({ name: zone.name, libraryCount: 5, responsibleCity: 'Hyderabad' }),
        masool: 'Bilal',
        totalCities: 9,
        changeReason: 'new library opened',
      }),
      200,
    );
    const [updated] = await eventsOf(world, zoneStreamName(zone.id), 1);
    expect(updated?.data).toEqual({
      zoneId: zone.id,
      changes: { responsibleCity: { from: null, to: 'Hyderabad' }, libraryCount: { from: 2, to: 5 } },
    });
    expect(updated?.metadata.changeReason).toBe('new library opened');
    expect(changed.position).toBe(updated?.position.toString());
  });

  it('keeps the fields an update leaves out, and writes nothing when nothing changed', async () => {
    const zone = await written(world.admin.post('/api/zones', zoneBody({ libraryCount: 7 })));
    const renamed = await written(world.admin.put(`/api/zones/${zone.id}`, { name: 'Renamed' }), 200);
    expect(renamed).toMatchObject({ name: 'Renamed', masool: 'Bilal', libraryCount: 7, version: 1 });
    const same = await written(
      world.admin.put(`/api/zones/${zone.id}`, { name: 'Renamed', masool: 'Bilal' }),
      200,
    );
    expect(same).toMatchObject({ name: 'Renamed', version: 1, position: null });
    expect(await eventsOf(world, zoneStreamName(zone.id))).toHaveLength(2);
  });

  it('refuses a body id that differs from the address, and bad fields', async () => {
    const other = await refused(world.admin.put(`/api/zones/${world.zones.a}`, { id: world.zones.b }), 400);
    expect(other.fields).toHaveProperty('id');
    const bad = await refused(
      world.admin.put(`/api/zones/${world.zones.a}`, { name: '', libraryCount: -3 }),
      400,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['libraryCount', 'name']);
  });

  it('answers 409 to an If-Match naming a version older than the zone', async () => {
    const zone = await written(world.admin.post('/api/zones', zoneBody()));
    const first = await world.admin.request(
      'PUT',
      `/api/zones/${zone.id}`,
      { masool: 'One' },
      { 'if-match': '"0"' },
    );
    expect(first.status).toBe(200);
    const stale = world.admin.request(
      'PUT',
      `/api/zones/${zone.id}`,
      { masool: 'Two' },
      { 'if-match': '"0"' },
    );
    expect(await refused(stale, 409)).toEqual({
      message: 'This record was changed by someone else. Reload it and try again.',
    });
    const garbage = world.admin.request(
      'PUT',
      `/api/zones/${zone.id}`,
      { masool: 'Two' },
      { 'if-match': 'soon' },
    );
    await refused(garbage, 400);
    expect(await eventsOf(world, zoneStreamName(zone.id))).toHaveLength(2);
  });
});
