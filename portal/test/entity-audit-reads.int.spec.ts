import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalClient } from './portal-harness';
import { buildZoneCityWorld, listed, signedInAs, written, type ZoneCityWorld } from './zone-city-world';

/**
 * Every entity's change history over HTTP: the spec's shape, where each change came from only for
 * auditors and administrators, the administration's records only for them, and never a password.
 */
let world: ZoneCityWorld;
let auditor: PortalClient;
beforeAll(async () => {
  world = await buildZoneCityWorld('entity_audit_reads');
  auditor = await signedInAs(world.harness, world.admin, 'audit.reader', { roles: ['auditor'] });
}, 60_000);
afterAll(async () => {
  await world?.close();
});

interface Entry {
  action: string;
  fieldName: string | null;
  oldValue: string | null;
  newValue: string | null;
  changeReason: string | null;
  user: { username: string };
  ipAddress?: string | null;
  userAgent?: string | null;
}

async function historyOf(client: PortalClient, path: string): Promise<Entry[]> {
  return listed<Entry>(client.get(`${path}?limit=100`));
}

describe('change histories of every entity', () => {
  it("shows a city's origin of each change to auditors and administrators only", async () => {
    const path = `/api/cities/${world.cities.a1}/audit`;
    const [forAuditor, forAdmin, forZoneMasool] = await Promise.all([
      historyOf(auditor, path),
      historyOf(world.admin, path),
      historyOf(world.zoneMasool, path),
    ]);
    expect(forAuditor[0]).toHaveProperty('ipAddress');
    expect(forAuditor[0]).toHaveProperty('userAgent');
    expect(forAdmin[0]).toHaveProperty('userAgent');
    expect(forZoneMasool[0]).not.toHaveProperty('ipAddress');
    expect(forZoneMasool[0]).not.toHaveProperty('userAgent');
  });

  it("lists a user's changes to auditors and administrators, and refuses others", async () => {
    const made = await written(
      world.admin.post('/api/admin/users', {
        username: 'history.user',
        password: 'first-pass-1',
        roles: ['markazi_team'],
      }),
    );
    expect(
      (
        await world.admin.put(`/api/admin/users/${made.id}`, {
          roles: ['city_masool'],
          assignedCityId: world.cities.a2,
        })
      ).status,
    ).toBe(200);
    // The auditor's session has not written: it waits for nobody's writes but its own.
    await world.caughtUp();
    const history = await historyOf(auditor, `/api/users/${made.id}/audit`);
    expect(history.map((entry) => [entry.action, entry.fieldName, entry.oldValue, entry.newValue])).toEqual(
      expect.arrayContaining([
        ['create', null, null, null],
        ['update', 'roles', '["markazi_team"]', '["city_masool"]'],
        ['update', 'assignedCityId', null, String(world.cities.a2)],
      ]),
    );
    expect(JSON.stringify(history)).not.toMatch(/first-pass|argon/);
    expect(history[0]!.user.username).toBe('admin');
    expect((await world.zoneMasool.get(`/api/users/${made.id}/audit`)).status).toBe(403);
    expect((await auditor.get('/api/users/999999/audit')).status).toBe(404);
  });

  it("lists a catalogue entry's and a custom role's creation", async () => {
    const model = await written(world.cityMasool.post('/api/seerat-models', { modelName: 'Audited model' }));
    const role = await written(
      world.admin.post('/api/admin/custom-roles', {
        name: 'History Role',
        description: 'Reads',
        permissions: ['cities_read'],
      }),
    );
    await world.caughtUp();
    expect((await historyOf(world.cityMasool, `/api/seerat-models/${model.id}/audit`))[0]!.action).toBe(
      'create',
    );
    expect((await historyOf(auditor, `/api/custom-roles/${role.id}/audit`))[0]!.action).toBe('create');
    expect((await world.cityMasool.get(`/api/custom-roles/${role.id}/audit`)).status).toBe(403);
  });
});
