import { type AdminUser, PAGE_LIMIT_MAX } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildZoneCityWorld,
  listed as pageItems,
  refused,
  written,
  type ZoneCityWorld,
} from './zone-city-world';

/** Add User and Edit User: which roles, zones, cities and organisation-wide access a user may be given. */
let world: ZoneCityWorld;
let dormantRoleId: number;
beforeAll(async () => {
  world = await buildZoneCityWorld('user_roles_assignments');
  const role = (name: string, isActive = true) =>
    written(
      world.admin.post('/api/admin/custom-roles', {
        name,
        description: name,
        permissions: ['cities_read'],
        isActive,
      }),
    );
  await role('Reviewer');
  dormantRoleId = (await role('Dormant', false)).id;
});
afterAll(async () => {
  await world?.close();
});

const newUser = (overrides: Record<string, unknown>) => ({
  username: `user-${Math.random().toString(36).slice(2, 8)}`,
  password: 'secret-password-1',
  ...overrides,
});

async function listed(userId: number): Promise<AdminUser> {
  const users = await pageItems<AdminUser>(world.admin.get(`/api/admin/users?limit=${PAGE_LIMIT_MAX}`));
  return users.find((user) => user.id === userId)!;
}

describe('roles a user may be given', () => {
  it('takes system roles and active custom roles in any case, kept as the role is named', async () => {
    const created = await written(
      world.admin.post(
        '/api/admin/users',
        newUser({ roles: ['Zone_Masool', 'REVIEWER'], assignedZoneId: world.zones.a }),
      ),
    );
    expect(created.roles).toEqual(['zone_masool', 'Reviewer']);
    expect(await listed(created.id)).toMatchObject({ roles: ['zone_masool', 'Reviewer'], isActive: true });
  });

  it('refuses unknown and inactive roles', async () => {
    const unknown = await refused(world.admin.post('/api/admin/users', newUser({ roles: ['wizard'] })), 400);
    expect(unknown.message).toBe('Unknown role: wizard');
    const dormant = await refused(world.admin.post('/api/admin/users', newUser({ roles: ['dormant'] })), 400);
    expect(dormant.message).toBe('Role is not active: Dormant');
  });

  it('lets a user keep a role that has since been deactivated, but never gain it', async () => {
    await written(world.admin.put(`/api/admin/custom-roles/${dormantRoleId}`, { isActive: true }), 200);
    const user = await written(world.admin.post('/api/admin/users', newUser({ roles: ['Dormant'] })));
    await written(world.admin.put(`/api/admin/custom-roles/${dormantRoleId}`, { isActive: false }), 200);
    // Editing something else keeps the role the record holds.
    const edited = await written(
      world.admin.put(`/api/admin/users/${user.id}`, { roles: ['Dormant', 'markazi_team'] }),
      200,
    );
    expect(edited.roles).toEqual(['Dormant', 'markazi_team']);
    const other = await written(world.admin.post('/api/admin/users', newUser({ roles: ['markazi_team'] })));
    const gained = await refused(
      world.admin.put(`/api/admin/users/${other.id}`, { roles: ['Dormant'] }),
      400,
    );
    expect(gained.message).toBe('Role is not active: Dormant');
  });
});

describe('zones and cities a user may be assigned', () => {
  it('refuses a zone or city that does not exist', async () => {
    const zone = await refused(
      world.admin.post('/api/admin/users', newUser({ roles: ['zone_masool'], assignedZoneId: 9999 })),
      400,
    );
    expect(zone.message).toBe('Assigned zone not found');
    const city = await refused(
      world.admin.post('/api/admin/users', newUser({ roles: ['city_masool'], assignedCityId: 9999 })),
      400,
    );
    expect(city.message).toBe('Assigned city not found');
    const user = await written(
      world.admin.post(
        '/api/admin/users',
        newUser({ roles: ['city_masool'], assignedCityId: world.cities.a1 }),
      ),
    );
    await refused(world.admin.put(`/api/admin/users/${user.id}`, { assignedCityId: 9999 }), 400);
    expect((await listed(user.id)).assignedCityId).toBe(world.cities.a1);
  });
});

describe('organisation-wide access', () => {
  it('is only for a custom-role holder without assignment', async () => {
    const masool = await written(
      world.admin.post(
        '/api/admin/users',
        newUser({ roles: ['zone_masool'], assignedZoneId: world.zones.a }),
      ),
    );
    const refusedText =
      'Organisation-wide access is for a user with custom roles and no assigned zone or city';
    expect(
      (await refused(world.admin.put(`/api/admin/users/${masool.id}`, { organisationWide: true }), 400))
        .message,
    ).toBe(refusedText);
    const assigned = await written(
      world.admin.post('/api/admin/users', newUser({ roles: ['Reviewer'], assignedZoneId: world.zones.b })),
    );
    await refused(world.admin.put(`/api/admin/users/${assigned.id}`, { organisationWide: true }), 400);

    const free = await written(world.admin.post('/api/admin/users', newUser({ roles: ['Reviewer'] })));
    expect(free.organisationWide).toBe(false);
    const widened = await written(
      world.admin.put(`/api/admin/users/${free.id}`, { organisationWide: true }),
      200,
    );
    expect(widened.organisationWide).toBe(true);
    expect((await listed(free.id)).organisationWide).toBe(true);
    // Losing the last custom role ends it too.
    const narrowed = await written(
      world.admin.put(`/api/admin/users/${free.id}`, { roles: ['markazi_team'] }),
      200,
    );
    expect(narrowed.organisationWide).toBe(false);
  });
});
