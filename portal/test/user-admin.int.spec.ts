import type { Page } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNumberedZonesAndCities } from './numbered-zones-and-cities';
import { ADMIN, type PortalClient, startTestPortal, type TestPortal } from './portal-harness';

let harness: TestPortal;
let admin: PortalClient;
let zoneMasool: PortalClient;
let cityMasool: PortalClient;
let targetId: number;

beforeAll(async () => {
  harness = await startTestPortal('user_admin');
  admin = harness.client();
  await admin.signIn(ADMIN.username, ADMIN.password);
  await createNumberedZonesAndCities(admin, { zones: 7, cities: 9 });
  for (const [username, body] of [
    ['zone-m', { roles: ['zone_masool'], assignedZoneId: 1 }],
    ['city-m', { roles: ['city_masool'], assignedCityId: 2 }],
    ['target', { roles: ['city_masool'], assignedCityId: 5 }],
  ] as const) {
    const response = await admin.post('/api/admin/users', {
      username,
      password: 'secret-password-1',
      ...body,
    });
    if (username === 'target') targetId = ((await response.json()) as { id: number }).id;
  }
  zoneMasool = harness.client();
  await zoneMasool.signIn('zone-m', 'secret-password-1');
  cityMasool = harness.client();
  await cityMasool.signIn('city-m', 'secret-password-1');
});
afterAll(async () => {
  await harness?.close();
});

const routes = () =>
  [
    ['GET', '/api/admin/users', undefined],
    [
      'POST',
      '/api/admin/users',
      {
        username: `new-${Math.random().toString(36).slice(2, 8)}`,
        password: 'secret-password-1',
        assignedCityId: 1,
      },
    ],
    [
      'POST',
      '/api/register',
      {
        username: `reg-${Math.random().toString(36).slice(2, 8)}`,
        password: 'secret-password-1',
        assignedCityId: 1,
      },
    ],
    ['PUT', `/api/admin/users/${targetId}`, { assignedCityId: 6 }],
  ] as const;

describe('user administration: who may call it', () => {
  it('lets an administrator call every route', async () => {
    for (const [method, route, body] of routes()) {
      const response = await admin.request(method, route, body);
      expect(response.status, `${method} ${route}`).toBeLessThan(300);
    }
  });

  it('refuses zone and city masools with 403 and the spec text', async () => {
    for (const client of [zoneMasool, cityMasool]) {
      for (const [method, route, body] of [
        ...routes(),
        ['DELETE', `/api/admin/users/${targetId}`, undefined] as const,
      ]) {
        const response = await client.request(method, route, body);
        expect(response.status, `${method} ${route}`).toBe(403);
        expect(await response.json()).toEqual({
          message: 'Permission denied, please check with Administrator',
        });
      }
    }
  });

  it('refuses a signed-out visitor with 401', async () => {
    for (const [method, route, body] of [
      ...routes(),
      ['DELETE', `/api/admin/users/${targetId}`, undefined] as const,
    ]) {
      expect((await harness.client().request(method, route, body)).status, `${method} ${route}`).toBe(401);
    }
  });
});

describe('user administration: rules', () => {
  it('creates a city masool by default and lists it', async () => {
    const response = await admin.post('/api/admin/users', {
      username: 'defaulted',
      password: 'secret-password-1',
      assignedCityId: 9,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      roles: ['city_masool'],
      assignedCityId: 9,
      isActive: true,
    });
    const list = (await (await admin.get('/api/admin/users?search=defaulted')).json()) as Page<{
      username: string;
    }>;
    expect(list.items.map((user) => user.username)).toContain('defaulted');
  });

  it('refuses unknown roles, a masool without assignment, and bad input', async () => {
    const unknown = await admin.post('/api/admin/users', {
      username: 'user-one',
      password: 'secret-password-1',
      roles: ['wizard'],
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      message: 'Unknown role: wizard',
      fields: { roles: 'Unknown role: wizard' },
    });
    const noZone = await admin.post('/api/admin/users', {
      username: 'user-two',
      password: 'secret-password-1',
      roles: ['zone_masool'],
    });
    expect(await noZone.json()).toEqual({
      message: 'A zone masool needs an assigned zone',
      fields: { assignedZoneId: 'A zone masool needs an assigned zone' },
    });
    const bad = await admin.post('/api/admin/users', {
      username: 'a b',
      password: '123',
      assignedZoneId: 'x',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields).sort()).toEqual([
      'assignedZoneId',
      'password',
      'username',
    ]);
  });

  it('keeps usernames unique, case-insensitively and under concurrent requests', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        admin.post('/api/admin/users', {
          username: index % 2 ? 'Twin' : 'twin',
          password: 'secret-password-1',
          roles: ['admin'],
        }),
      ),
    );
    const statuses = attempts.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await attempts.find((response) => response.status === 409)!.json()).toEqual({
      message: 'Username already exists',
    });
  });

  it('answers 404 for a user that does not exist and refuses to deactivate oneself', async () => {
    expect((await admin.put('/api/admin/users/99999', { roles: ['admin'] })).status).toBe(404);
    expect((await admin.delete('/api/admin/users/99999')).status).toBe(404);
    const me = (await (await admin.get('/api/user')).json()) as { id: number };
    const self = await admin.delete(`/api/admin/users/${me.id}`);
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({
      message: 'You cannot deactivate your own account',
      fields: { userId: 'You cannot deactivate your own account' },
    });
  });

  it('changes roles and shows the deactivated state in the list', async () => {
    const changed = await admin.put(`/api/admin/users/${targetId}`, {
      roles: ['zone_masool'],
      assignedZoneId: 7,
    });
    expect(await changed.json()).toMatchObject({
      roles: ['zone_masool'],
      assignedZoneId: 7,
      assignedCityId: null,
    });
    await admin.delete(`/api/admin/users/${targetId}`);
    const list = (await (await admin.get('/api/admin/users?search=target')).json()) as Page<{
      id: number;
      isActive: boolean;
    }>;
    expect(list.items.find((user) => user.id === targetId)?.isActive).toBe(false);
  });
});
