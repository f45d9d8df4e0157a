import { createKnex, type Knex } from '@seerat/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandWriteRoutes } from './command-write-routes';
import type { PortalClient } from './portal-harness';
import { buildZoneCityWorld, signedInAs, type ZoneCityWorld } from './zone-city-world';

/**
 * The auditor reads everything and writes nothing. The mutation routes are read from the command
 * API's own routers, so a route added later is refused here without touching this file. The
 * caller's own session (sign-in, sign-out, their password) stays theirs.
 */
const OWN_SESSION = ['POST /api/login', 'POST /api/logout', 'PUT /api/user/change-password'];
/** Verifying the log is a POST that records no event: the auditor's own work. */
const AUDITORS_WORK = ['POST /api/audit/verify'];
const AUDITOR = 'auditor.one';

let world: ZoneCityWorld;
let knex: Knex;
let auditor: PortalClient;
beforeAll(async () => {
  world = await buildZoneCityWorld('auditor_read_only');
  knex = createKnex({ connectionString: world.harness.databaseUrl });
  auditor = await signedInAs(world.harness, world.admin, AUDITOR, { roles: ['auditor'] });
}, 60_000);
afterAll(async () => {
  await knex?.destroy();
  await world?.close();
});

/** `METHOD /path` of every write route the command API serves. */
function mutationRoutes(): string[] {
  return commandWriteRoutes({ knex, store: world.store });
}

/** A route's path with each parameter an id that exists (a city's, which no route may write). */
function concrete(path: string): string {
  return path.replace(/:[A-Za-z]+/g, String(world.cities.b1));
}

describe('the auditor', () => {
  it('is refused every mutation route with a 403, and nothing is written', async () => {
    const routes = mutationRoutes();
    // The command API has dozens of writes; an enumeration that found few has broken.
    expect(routes.length).toBeGreaterThan(40);
    const headBefore = await world.store.headPosition();
    const answered: Record<string, number> = {};
    for (const route of routes.filter((route) => ![...OWN_SESSION, ...AUDITORS_WORK].includes(route))) {
      const [method, path] = route.split(' ') as [string, string];
      const response = await auditor.request(method, concrete(path), {});
      answered[route] = response.status;
      const body = (await response.json()) as { message?: string };
      expect(body.message, route).toBe('Auditors have read-only access');
    }
    expect(
      Object.values(answered).every((status) => status === 403),
      JSON.stringify(answered),
    ).toBe(true);
    const written = await world.store.readAll({ after: headBefore, maxCount: 1000 });
    expect(written.filter((event) => event.metadata.username === AUDITOR)).toEqual([]);
  });

  it('keeps its own session: the own-session routes exist and answer on their merits', async () => {
    expect(mutationRoutes()).toEqual(expect.arrayContaining(OWN_SESSION));
    const wrongPassword = await auditor.request('PUT', '/api/user/change-password', {
      currentPassword: 'not-the-password',
      newPassword: 'another-password-1',
    });
    expect(wrongPassword.status).toBe(400);
  });

  it('verifies the log', async () => {
    expect(mutationRoutes()).toEqual(expect.arrayContaining(AUDITORS_WORK));
    expect((await auditor.post('/api/audit/verify', {})).status).toBe(200);
  });

  it('reads every zone and city organisation-wide, with their histories', async () => {
    for (const path of [
      `/api/zones/${world.zones.b}`,
      `/api/zones/${world.zones.b}/audit`,
      `/api/cities/${world.cities.b1}`,
      `/api/cities/${world.cities.a1Sub}/audit`,
    ]) {
      const response = await auditor.get(path);
      expect(response.status, path).toBe(200);
      await response.body?.cancel();
    }
  });

  it('beside a role that writes, writes as that role allows', async () => {
    const both = await signedInAs(world.harness, world.admin, 'auditor.masool', {
      roles: ['auditor', 'zone_masool'],
      assignedZoneId: world.zones.a,
    });
    const edit = await both.put(`/api/cities/${world.cities.a1}`, { changeReason: 'Both', activeCircles: 3 });
    expect(edit.status).toBe(200);
    const elsewhere = await both.put(`/api/cities/${world.cities.b1}`, {
      changeReason: 'Both',
      activeCircles: 3,
    });
    expect(elsewhere.status).toBe(403);
  });
});
