import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalClient } from './portal-harness';
import { buildZoneCityWorld, signedInAs, type ZoneCityWorld } from './zone-city-world';

/** `GET /api/{entity}/{id}/as-of?at=` over HTTP: old values, what did not exist yet, who may ask. */
let world: ZoneCityWorld;
let auditor: PortalClient;
let beforeEdit: string;
beforeAll(async () => {
  world = await buildZoneCityWorld('entity_as_of_reads');
  auditor = await signedInAs(world.harness, world.admin, 'as-of.auditor', { roles: ['auditor'] });
  const city = (await (await world.admin.get(`/api/cities/${world.cities.a1}`)).json()) as {
    activeCircles: number;
  };
  expect(city.activeCircles).not.toBe(41);
  beforeEdit = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 5));
  const edit = await world.admin.put(`/api/cities/${world.cities.a1}`, {
    changeReason: 'Later',
    activeCircles: 41,
  });
  expect(edit.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await world?.close();
});

const asOf = (client: PortalClient, path: string, at: string) =>
  client.get(`${path}/as-of?at=${encodeURIComponent(at)}`);

describe('an entity as of a moment', () => {
  it('answers the values before a later change, and today the change', async () => {
    const path = `/api/cities/${world.cities.a1}`;
    const then = (await (await asOf(world.cityMasool, path, beforeEdit)).json()) as {
      state: { fields: { activeCircles: number } };
      asOf: string;
    };
    expect(then.asOf).toBe(beforeEdit);
    expect(then.state.fields.activeCircles).not.toBe(41);
    const now = (await (await asOf(auditor, path, new Date().toISOString())).json()) as typeof then;
    expect(now.state.fields.activeCircles).toBe(41);
  });

  it('says an entity did not exist yet, and a 400 names a moment that is no instant', async () => {
    const before = await asOf(world.admin, `/api/zones/${world.zones.b}`, '2001-01-01T00:00:00Z');
    expect(before.status).toBe(404);
    expect(((await before.json()) as { message: string }).message).toBe(
      'Zone did not exist yet at 2001-01-01T00:00:00.000Z',
    );
    const bad = await asOf(world.admin, `/api/zones/${world.zones.b}`, 'yesterday');
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(['at']);
  });

  it('keeps to the reader scope, save for auditors', async () => {
    const now = new Date().toISOString();
    expect((await asOf(world.cityMasool, `/api/cities/${world.cities.b1}`, now)).status).toBe(403);
    expect((await asOf(auditor, `/api/cities/${world.cities.b1}`, now)).status).toBe(200);
    expect((await asOf(world.signedOut, `/api/cities/${world.cities.b1}`, now)).status).toBe(401);
  });
});
