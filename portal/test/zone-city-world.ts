import type { Page } from '@seerat/contracts';
import { createEventStore, type EventStore, type RecordedEvent } from '@seerat/eventstore';
import { createSilentLogger } from '@seerat/platform';
import { expect } from 'vitest';
import { ADMIN, type PortalClient, startTestPortal, type TestPortal } from './portal-harness';

/**
 * The organisation the zone, city and checklist specs act on, built through the real portal:
 *
 *   zone a ── city a1 ── sub-city a1Sub
 *          └─ city a2
 *   zone b ── city b1
 *
 * with one signed-in client per role of the matrix: the administrator, the zone masool of zone a,
 * the city masool of city a1, and a visitor who is not signed in.
 */
export interface ZoneCityWorld {
  harness: TestPortal;
  /** The portal's own event store, to read back what the commands wrote. */
  store: EventStore;
  admin: PortalClient;
  zoneMasool: PortalClient;
  cityMasool: PortalClient;
  signedOut: PortalClient;
  zones: { a: number; b: number };
  cities: { a1: number; a1Sub: number; a2: number; b1: number };
  /** Waits until the APIs serve every event written so far (other sessions do not wait). */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

export interface Written {
  id: number;
  version: number;
  position: string | null;
  [field: string]: unknown;
}

export const cityBody = (zoneId: number, overrides: Record<string, unknown> = {}) => ({
  name: `City ${Math.random().toString(36).slice(2, 8)}`,
  masoolName: 'Amina',
  zoneId,
  ...overrides,
});

export const zoneBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Zone ${Math.random().toString(36).slice(2, 8)}`,
  masool: 'Bilal',
  ...overrides,
});

/** Sends a write and expects it to succeed with `status`; answers its JSON. */
export async function written(response: Promise<Response>, status = 201): Promise<Written> {
  const answer = await response;
  const body = (await answer.json()) as Written;
  expect(answer.status, JSON.stringify(body)).toBe(status);
  return body;
}

export async function buildZoneCityWorld(label: string): Promise<ZoneCityWorld> {
  const harness = await startTestPortal(label);
  const store = createEventStore({ databaseUrl: harness.databaseUrl, logger: createSilentLogger() });
  const admin = harness.client();
  await admin.signIn(ADMIN.username, ADMIN.password);

  const a = (await written(admin.post('/api/zones', zoneBody({ name: 'Zone A' })))).id;
  const b = (await written(admin.post('/api/zones', zoneBody({ name: 'Zone B' })))).id;
  const a1 = (await written(admin.post('/api/cities', cityBody(a, { name: 'A1' })))).id;
  const a1Sub = (
    await written(
      admin.post('/api/cities', cityBody(a, { name: 'A1 sub', isParentCity: true, parentCityId: a1 })),
    )
  ).id;
  const a2 = (await written(admin.post('/api/cities', cityBody(a, { name: 'A2' })))).id;
  const b1 = (await written(admin.post('/api/cities', cityBody(b, { name: 'B1' })))).id;

  const zoneMasool = await signedInAs(harness, admin, `zone-${label}`, {
    roles: ['zone_masool'],
    assignedZoneId: a,
  });
  const cityMasool = await signedInAs(harness, admin, `city-${label}`, {
    roles: ['city_masool'],
    assignedCityId: a1,
  });

  // Until the APIs have heard it: they serve what they keep until the projector's notice arrives.
  const caughtUp = async () => {
    const head = await store.headPosition();
    if (head !== null && !(await harness.portal.checkpointWatcher.waitFor(head, 5000))) {
      throw new Error(`The portal's APIs did not hear of event ${head} within 5 s`);
    }
  };
  await caughtUp();
  return {
    harness,
    store,
    admin,
    zoneMasool,
    cityMasool,
    signedOut: harness.client(),
    zones: { a, b },
    cities: { a1, a1Sub, a2, b1 },
    caughtUp,
    close: async () => {
      await store.close();
      await harness.close();
    },
  };
}

/** A new account with these roles, signed in on its own client. */
export async function signedInAs(
  harness: TestPortal,
  admin: PortalClient,
  username: string,
  assignment: Record<string, unknown>,
): Promise<PortalClient> {
  await written(admin.post('/api/admin/users', { username, password: 'secret-password-1', ...assignment }));
  const client = harness.client();
  const signIn = await client.signIn(username, 'secret-password-1');
  expect(signIn.status).toBe(200);
  return client;
}

/** The events of a stream from `fromRevision` on. */
export async function eventsOf(
  world: ZoneCityWorld,
  stream: string,
  fromRevision = 0,
): Promise<RecordedEvent[]> {
  return world.store.readStream(stream, { fromRevision: BigInt(fromRevision) });
}

/**
 * The items of one page of a list (the first, unless the URL names a cursor), with the status and
 * the page's shape checked.
 */
export async function listed<T>(response: Promise<Response>): Promise<T[]> {
  const answer = await response;
  const body = (await answer.json()) as Page<T>;
  expect(answer.status, JSON.stringify(body)).toBe(200);
  expect(body).toEqual({
    items: expect.any(Array),
    nextCursor: expect.toBeOneOf([null, expect.any(String)]),
    total: expect.any(Number),
  });
  return body.items;
}

/** The error body of a refused write, with its status checked. */
export async function refused(
  response: Promise<Response>,
  status: number,
): Promise<{ message: string; fields?: Record<string, string> }> {
  const answer = await response;
  const body = (await answer.json()) as { message: string; fields?: Record<string, string> };
  expect(answer.status, JSON.stringify(body)).toBe(status);
  return body;
}
