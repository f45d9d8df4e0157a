import type { CustomRole } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZoneCityWorld, eventsOf, refused, written, type ZoneCityWorld } from './zone-city-world';

let world: ZoneCityWorld;
beforeAll(async () => {
  world = await buildZoneCityWorld('custom_roles');
});
afterAll(async () => {
  await world?.close();
});

const roleBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Role ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Reads cities',
  permissions: ['cities_read'],
  ...overrides,
});

async function listRoles(): Promise<CustomRole[]> {
  const response = await world.admin.get('/api/admin/custom-roles');
  expect(response.status).toBe(200);
  return (await response.json()) as CustomRole[];
}

describe('custom roles: who may call them', () => {
  it('refuses zone and city masools with 403 and the spec text, and signed-out visitors with 401', async () => {
    const { id } = await written(world.admin.post('/api/admin/custom-roles', roleBody()));
    const calls = [
      ['GET', '/api/admin/custom-roles', undefined],
      ['POST', '/api/admin/custom-roles', roleBody()],
      ['PUT', `/api/admin/custom-roles/${id}`, { description: 'Changed' }],
      ['DELETE', `/api/admin/custom-roles/${id}`, undefined],
    ] as const;
    for (const [method, route, body] of calls) {
      for (const client of [world.zoneMasool, world.cityMasool]) {
        const body403 = await refused(client.request(method, route, body), 403);
        expect(body403).toEqual({ message: 'Permission denied, please check with Administrator' });
      }
      await refused(world.signedOut.request(method, route, body), 401);
    }
    // Nothing the refused calls sent was written.
    expect((await listRoles()).find((role) => role.id === id)).toMatchObject({ description: 'Reads cities' });
  });
});

describe('custom roles: creating', () => {
  it('creates an active role by default and lists it with who made it', async () => {
    const created = await written(
      world.admin.post('/api/admin/custom-roles', {
        name: '  Regional Auditor ',
        description: ' Reads everything in a zone ',
        permissions: ['zones_read', 'cities_read', 'zones_read', 'qabails_read'],
      }),
    );
    expect(created).toMatchObject({
      name: 'Regional Auditor',
      // A multi-line text keeps what leads it (indentation is the writer's), loses trailing space.
      description: ' Reads everything in a zone',
      // Repeats dropped, in the order of the permission list (module by module).
      permissions: ['zones_read', 'cities_read', 'qabails_read'],
      isActive: true,
      version: 0,
    });
    const listed = (await listRoles()).find((role) => role.id === created.id);
    expect(listed).toMatchObject({
      name: 'Regional Auditor',
      permissions: ['zones_read', 'cities_read', 'qabails_read'],
      isActive: true,
      createdBy: 'admin',
      version: 0,
    });
    expect(Date.parse(listed!.createdAt)).not.toBeNaN();
  });

  it('creates an inactive role when asked', async () => {
    const created = await written(world.admin.post('/api/admin/custom-roles', roleBody({ isActive: false })));
    expect(created.isActive).toBe(false);
  });

  it('needs a name, a description and at least one known permission', async () => {
    const empty = await refused(
      world.admin.post('/api/admin/custom-roles', { name: ' ', description: '', permissions: [] }),
      400,
    );
    expect(empty.fields).toEqual({
      name: 'Role name is required',
      description: 'Description is required',
      permissions: 'Select at least one permission',
    });
    const unknown = await refused(
      world.admin.post('/api/admin/custom-roles', roleBody({ permissions: ['cities_read', 'fly_write'] })),
      400,
    );
    expect(Object.keys(unknown.fields ?? {})).toEqual(['permissions.1']);
    const missing = await refused(world.admin.post('/api/admin/custom-roles', {}), 400);
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual(['description', 'name', 'permissions']);
  });

  it("refuses a system role's name and names with other characters", async () => {
    const system = await refused(
      world.admin.post('/api/admin/custom-roles', roleBody({ name: 'Zone_Masool' })),
      400,
    );
    expect(system.fields).toEqual({ name: 'This name belongs to a system role' });
    const odd = await refused(world.admin.post('/api/admin/custom-roles', roleBody({ name: 'a;b' })), 400);
    expect(odd.fields?.name).toMatch(/letters, digits/);
  });

  it('keeps names unique, ignoring case, under concurrent requests', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        world.admin.post(
          '/api/admin/custom-roles',
          roleBody({ name: index % 2 ? 'Twin Role' : 'twin role' }),
        ),
      ),
    );
    const statuses = attempts.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await attempts.find((response) => response.status === 409)!.json()).toEqual({
      message: 'Role name already exists',
    });
    expect((await listRoles()).filter((role) => role.name.toLowerCase() === 'twin role')).toHaveLength(1);
  });
});

describe('custom roles: editing, activating, deleting', () => {
  it('edits the description and permissions and records each change with its value before', async () => {
    const role = await written(world.admin.post('/api/admin/custom-roles', roleBody()));
    const edited = await written(
      world.admin.put(`/api/admin/custom-roles/${role.id}`, {
        name: role.name,
        description: 'Reads and writes cities',
        permissions: ['cities_write', 'cities_read'],
      }),
      200,
    );
    expect(edited).toMatchObject({
      description: 'Reads and writes cities',
      permissions: ['cities_read', 'cities_write'],
      isActive: true,
      version: 1,
    });
    const [updated] = await eventsOf(world, `custom-role-${role.id}`, 1);
    expect(updated).toMatchObject({
      type: 'CustomRoleUpdated',
      data: {
        roleId: role.id,
        changes: {
          description: { from: 'Reads cities', to: 'Reads and writes cities' },
          permissions: { from: ['cities_read'], to: ['cities_read', 'cities_write'] },
        },
      },
      metadata: { username: 'admin' },
    });
    expect((await listRoles()).find((listed) => listed.id === role.id)).toMatchObject({
      description: 'Reads and writes cities',
      permissions: ['cities_read', 'cities_write'],
      version: 1,
    });
  });

  it('refuses a new name, an empty permission list, a stale version and unknown roles', async () => {
    const role = await written(world.admin.post('/api/admin/custom-roles', roleBody()));
    const renamed = await refused(
      world.admin.put(`/api/admin/custom-roles/${role.id}`, { name: 'Other' }),
      400,
    );
    expect(renamed.message).toBe(
      "A role's name cannot be changed: users hold the role by its name. Create a new role instead.",
    );
    const emptied = await refused(
      world.admin.put(`/api/admin/custom-roles/${role.id}`, { permissions: [] }),
      400,
    );
    expect(emptied.fields).toEqual({ permissions: 'Select at least one permission' });
    await written(world.admin.put(`/api/admin/custom-roles/${role.id}`, { description: 'Newer' }), 200);
    await refused(
      world.admin.request(
        'PUT',
        `/api/admin/custom-roles/${role.id}`,
        { description: 'Lost' },
        { 'if-match': '0' },
      ),
      409,
    );
    expect(
      (await refused(world.admin.put('/api/admin/custom-roles/99999', { description: 'x' }), 404)).message,
    ).toBe('Custom role not found');
    await refused(world.admin.put('/api/admin/custom-roles/abc', { description: 'x' }), 400);
    await refused(world.admin.delete('/api/admin/custom-roles/99999'), 404);
  });

  it('deactivates and activates a role', async () => {
    const role = await written(world.admin.post('/api/admin/custom-roles', roleBody()));
    await written(world.admin.put(`/api/admin/custom-roles/${role.id}`, { isActive: false }), 200);
    expect((await listRoles()).find((listed) => listed.id === role.id)?.isActive).toBe(false);
    await written(world.admin.put(`/api/admin/custom-roles/${role.id}`, { isActive: true }), 200);
    expect((await listRoles()).find((listed) => listed.id === role.id)?.isActive).toBe(true);
    const types = (await eventsOf(world, `custom-role-${role.id}`)).map((event) => event.type);
    expect(types).toEqual(['CustomRoleCreated', 'CustomRoleDeactivated', 'CustomRoleActivated']);
  });

  it('deletes a role for good and keeps its name retired', async () => {
    const role = await written(
      world.admin.post('/api/admin/custom-roles', roleBody({ name: 'Short Lived' })),
    );
    const deleted = await world.admin.delete(`/api/admin/custom-roles/${role.id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ message: 'Custom role deleted successfully' });
    expect((await listRoles()).map((listed) => listed.id)).not.toContain(role.id);
    await refused(world.admin.put(`/api/admin/custom-roles/${role.id}`, { isActive: true }), 404);
    await refused(world.admin.delete(`/api/admin/custom-roles/${role.id}`), 404);
    const again = await refused(
      world.admin.post('/api/admin/custom-roles', roleBody({ name: 'short lived' })),
      409,
    );
    expect(again.message).toBe('A deleted role had this name; choose another name');
  });
});
