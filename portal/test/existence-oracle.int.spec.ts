import { createKnex, createSilentLogger, type Knex } from '@seerat/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRoutes, type SharedHttpDeps } from '../src/wiring/apps';
import { gatheringBody } from './gathering-requests';
import { meetingBody, reportBody } from './meeting-requests';
import type { PortalClient } from './portal-harness';
import { qabailBody } from './qabail-requests';
import { buildZoneCityWorld, written, type ZoneCityWorld } from './zone-city-world';

/**
 * No existence oracle: a caller outside an entity's scope gets the same answer whether the id
 * exists or not. The routes are read from the read API's own routers, so a read by id added
 * later is probed here without touching this file. The caller is the city masool of city a1;
 * what exists outside their scope lives in zone b.
 */
const MISSING_ID = 2_000_000_000;

/**
 * Entities whose existence is no secret from any signed-in user: the catalogue (everyone reads
 * it and its history). A missing one is a plain 404 for them.
 */
const PUBLIC_KINDS = ['seerat-models', 'recommended-books'];

let world: ZoneCityWorld;
let knex: Knex;
let caller: PortalClient;
/** An id that exists outside the caller's scope, by the route's first path segment. */
let outside: Record<string, number>;

beforeAll(async () => {
  world = await buildZoneCityWorld('existence_oracle');
  knex = createKnex({ connectionString: world.harness.databaseUrl });
  caller = world.cityMasool;
  const { admin, cities, zones } = world;
  const event = await written(admin.post('/api/events', gatheringBody(cities.b1)));
  const meeting = await written(admin.post('/api/meetings', meetingBody(cities.b1)));
  const report = await written(admin.post('/api/karguzari', reportBody(cities.b1)));
  const qabail = await written(admin.post('/api/qabails', qabailBody(cities.b1)));
  const budget = await written(admin.post('/api/budgets', { eventId: event.id, title: 'Outside budget' }));
  outside = {
    cities: cities.b1,
    zones: zones.b,
    events: event.id,
    meetings: meeting.id,
    karguzari: report.id,
    qabails: qabail.id,
    budgets: budget.id,
  };
  await world.caughtUp();
}, 60_000);
afterAll(async () => {
  await knex?.destroy();
  await world?.close();
});

/** Every GET route of the read API with an id in its path. */
function readsById(): string[] {
  // Only the routes' declarations are read: the routers are built, never called.
  const deps = { knex, store: world.store, logger: createSilentLogger() } as unknown as SharedHttpDeps;
  return readRoutes(deps).flatMap(({ router }) =>
    router.stack
      .map((layer) => ({ methods: layer.methods, path: String(layer.path) }))
      .filter((layer) => layer.methods.includes('GET') && /\/:[A-Za-z]+/.test(layer.path))
      .map((layer) => layer.path),
  );
}

const kindOf = (path: string) => path.split('/')[2]!;
const withId = (path: string, id: number) => path.replace(/:[A-Za-z]+/, String(id));
const AS_OF = '?at=2030-01-01T00:00:00Z';
const query = (path: string) => (path.endsWith('/as-of') ? AS_OF : '');

async function answer(path: string): Promise<{ status: number; body: unknown }> {
  const response = await caller.get(`${path}${query(path)}`);
  const text = await response.text();
  return {
    status: response.status,
    body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
  };
}

describe('reads by id', () => {
  it('are found in the routers: dozens of them', () => {
    expect(readsById().length).toBeGreaterThan(30);
  });

  it('refuse a caller outside the scope alike whether the id exists or not', async () => {
    const differing: Record<string, unknown> = {};
    const notFoundForMissing: string[] = [];
    for (const path of readsById()) {
      const kind = kindOf(path);
      if (PUBLIC_KINDS.includes(kind)) continue;
      const missing = await answer(withId(path, MISSING_ID));
      if (missing.status === 404) notFoundForMissing.push(path);
      const existing = outside[kind];
      if (existing === undefined) continue;
      const refused = await answer(withId(path, existing));
      if (
        refused.status !== missing.status ||
        JSON.stringify(refused.body) !== JSON.stringify(missing.body)
      ) {
        differing[path] = { existing: refused, missing };
      }
    }
    expect(notFoundForMissing).toEqual([]);
    expect(differing).toEqual({});
  });

  it('still tell an organisation-wide reader that an id does not exist', async () => {
    for (const path of ['/api/cities/:id', '/api/cities/:id/audit', '/api/events/:id', '/api/zones/:id']) {
      expect((await world.admin.get(withId(path, MISSING_ID))).status, path).toBe(404);
    }
  });
});
