import {
  type City,
  type CurrentUser,
  type DashboardStats,
  ZONE_NOT_ALLOWED,
  type Zone,
} from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalClient } from './portal-harness';
import {
  buildZoneCityWorld,
  listed,
  refused,
  signedInAs,
  written,
  type ZoneCityWorld,
} from './zone-city-world';

/**
 * A custom role grants exactly its permissions, within its holder's zone or city (organisation-wide
 * only when an administrator said so for a holder without assignment), and nothing more; it stops
 * granting as soon as the role is deactivated or deleted.
 *
 *   zone a ── city a1 ── sub-city a1Sub        zone b ── city b1
 *          └─ city a2
 */
let world: ZoneCityWorld;
beforeAll(async () => {
  world = await buildZoneCityWorld('custom_role_permissions');
});
afterAll(async () => {
  await world?.close();
});

async function createRole(name: string, permissions: string[]): Promise<number> {
  const body = { name, description: `${name} role`, permissions };
  return (await written(world.admin.post('/api/admin/custom-roles', body))).id;
}

async function holder(username: string, assignment: Record<string, unknown>): Promise<PortalClient> {
  return signedInAs(world.harness, world.admin, username, assignment);
}

async function ok<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  const body = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBe(200);
  return body as T;
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const cityEdit = { changeReason: 'Recount', activeCircles: 3 };

describe('a custom role with read permissions on a zone', () => {
  let reader: PortalClient;
  beforeAll(async () => {
    await createRole('Zone Reader', ['zones_read', 'cities_read']);
    reader = await holder('zone-reader', { roles: ['Zone Reader'], assignedZoneId: world.zones.a });
  });

  it('reads its zone and every city in it, and lists nothing else', async () => {
    const { zones, cities } = world;
    expect(ids(await ok<Zone[]>(reader.get('/api/zones')))).toEqual([zones.a]);
    await ok(reader.get(`/api/zones/${zones.a}`));
    expect(ids(await listed<City>(reader.get('/api/cities')))).toEqual(
      sorted([cities.a1, cities.a1Sub, cities.a2]),
    );
    await ok(reader.get(`/api/cities/${cities.a1Sub}`));
    await ok(reader.get(`/api/cities/${cities.a1}/audit`));
    await ok(reader.get(`/api/zones/${zones.a}/audit`));
    const stats = await ok<DashboardStats>(reader.get('/api/dashboard/stats'));
    expect(stats).toMatchObject({ totalZones: 1, totalCities: 3 });
  });

  it('is refused outside its zone and for everything it was not given', async () => {
    const { zones, cities } = world;
    await refused(reader.get(`/api/zones/${zones.b}`), 403);
    await refused(reader.get(`/api/cities/${cities.b1}`), 403);
    await refused(reader.get(`/api/cities/${cities.b1}/audit`), 403);
    await refused(reader.put(`/api/cities/${cities.a1}`, cityEdit), 403);
    await refused(reader.put(`/api/zones/${zones.a}`, { masool: 'Someone' }), 403);
    await refused(reader.post('/api/cities', { name: 'New', masoolName: 'M', zoneId: zones.a }), 403);
    await refused(reader.post(`/api/cities/${cities.a1}/campus-checklist`, { checklist: {} }), 403);
    await refused(reader.post('/api/seerat-models', { modelName: 'Not mine' }), 403);
    await refused(reader.post('/api/zones', { name: 'Zone C', masool: 'M' }), 403);
  });

  it('tells the screens what it grants', async () => {
    expect(await ok<CurrentUser>(reader.get('/api/user'))).toMatchObject({
      roles: ['Zone Reader'],
      permissions: ['cities_read', 'zones_read'],
      organisationWide: false,
    });
  });
});

describe('a custom role with write permission on a city', () => {
  let roleId: number;
  let editor: PortalClient;
  beforeAll(async () => {
    roleId = await createRole('City Editor', ['cities_read', 'cities_write']);
    editor = await holder('city-editor', { roles: ['city editor'], assignedCityId: world.cities.a1 });
  });

  it('edits its city and its sub-cities, and no other city', async () => {
    const { cities, zones } = world;
    await written(editor.put(`/api/cities/${cities.a1}`, cityEdit), 200);
    await written(editor.put(`/api/cities/${cities.a1Sub}`, cityEdit), 200);
    await written(editor.post(`/api/cities/${cities.a1}/campus-checklist`, { checklist: {} }), 200);
    await refused(editor.put(`/api/cities/${cities.a2}`, cityEdit), 403);
    await refused(editor.put(`/api/cities/${cities.b1}`, cityEdit), 403);
    expect(ids(await listed<City>(editor.get('/api/cities')))).toEqual(sorted([cities.a1, cities.a1Sub]));
    // No zones_read: not even its own city's zone.
    expect(await ok<Zone[]>(editor.get('/api/zones'))).toEqual([]);
    await refused(editor.get(`/api/zones/${zones.a}`), 403);
    // Nor may it learn of the zone by adding a city to it: refused as a zone that does not exist.
    expect(
      await refused(editor.post('/api/cities', { name: 'New', masoolName: 'M', zoneId: zones.a }), 400),
    ).toEqual({
      message: ZONE_NOT_ALLOWED,
      fields: { zoneId: ZONE_NOT_ALLOWED },
    });
  });

  it('loses what the role grants as soon as the role is deactivated, and gets it back on activation', async () => {
    await written(world.admin.put(`/api/admin/custom-roles/${roleId}`, { isActive: false }), 200);
    await world.caughtUp();
    await refused(editor.put(`/api/cities/${world.cities.a1}`, cityEdit), 403);
    expect(await listed<City>(editor.get('/api/cities'))).toEqual([]);
    expect((await ok<CurrentUser>(editor.get('/api/user'))).permissions).toEqual([]);

    await written(world.admin.put(`/api/admin/custom-roles/${roleId}`, { isActive: true }), 200);
    await world.caughtUp();
    await written(editor.put(`/api/cities/${world.cities.a1}`, cityEdit), 200);
  });

  it('loses it for good when the role is deleted, though the user record keeps the name', async () => {
    await written(world.admin.delete(`/api/admin/custom-roles/${roleId}`), 200);
    await world.caughtUp();
    await refused(editor.put(`/api/cities/${world.cities.a1}`, cityEdit), 403);
    expect(await ok<CurrentUser>(editor.get('/api/user'))).toMatchObject({
      roles: ['City Editor'],
      permissions: [],
    });
  });
});

describe('a custom role without assignment', () => {
  let userId: number;
  let central: PortalClient;
  beforeAll(async () => {
    await createRole('Central Reader', ['zones_read', 'cities_read']);
    const created = await written(
      world.admin.post('/api/admin/users', {
        username: 'central',
        password: 'secret-password-1',
        roles: ['Central Reader'],
      }),
    );
    userId = created.id;
    central = world.harness.client();
    await central.signIn('central', 'secret-password-1');
  });

  it('grants nothing until an administrator makes it organisation-wide', async () => {
    expect(await listed<City>(central.get('/api/cities'))).toEqual([]);
    await refused(central.get(`/api/zones/${world.zones.b}`), 403);

    await written(world.admin.put(`/api/admin/users/${userId}`, { organisationWide: true }), 200);
    await world.caughtUp();
    expect(await listed<City>(central.get('/api/cities'))).toHaveLength(4);
    await ok(central.get(`/api/zones/${world.zones.b}`));
    await refused(central.put(`/api/cities/${world.cities.b1}`, cityEdit), 403);
    expect((await ok<CurrentUser>(central.get('/api/user'))).organisationWide).toBe(true);
  });

  it('stops being organisation-wide once the user is given a zone', async () => {
    const changed = await written(
      world.admin.put(`/api/admin/users/${userId}`, { assignedZoneId: world.zones.b }),
      200,
    );
    expect(changed).toMatchObject({ organisationWide: false, assignedZoneId: world.zones.b });
    await world.caughtUp();
    expect(ids(await listed<City>(central.get('/api/cities')))).toEqual([world.cities.b1]);
  });
});

describe('users permissions in a custom role', () => {
  it('never open user or role administration, which stays with administrators', async () => {
    await createRole('User Keeper', ['users_read', 'users_write', 'users_delete']);
    const keeper = await holder('user-keeper', { roles: ['User Keeper'], assignedZoneId: world.zones.a });
    await refused(keeper.get('/api/admin/users'), 403);
    await refused(keeper.get('/api/admin/custom-roles'), 403);
    await refused(
      keeper.post('/api/admin/users', { username: 'sneaky', password: 'secret-password-1' }),
      403,
    );
    await refused(
      keeper.post('/api/admin/custom-roles', {
        name: 'Sneaky',
        description: 'x',
        permissions: ['cities_read'],
      }),
      403,
    );
  });
});
