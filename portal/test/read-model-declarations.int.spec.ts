import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { findActiveUser, type SessionUser } from '@seerat/access';
import { createKnex, createSilentLogger, errorMiddleware, type Knex } from '@seerat/platform';
import { portalProjection, READ_SCHEMA } from '@seerat/projector';
import type { ReadRoutes } from '@seerat/read-api';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRoutes, type SharedHttpDeps } from '../src/wiring/apps';
import { gatheringBody } from './gathering-requests';
import { meetingBody, reportBody } from './meeting-requests';
import { qabailBody } from './qabail-requests';
import { tableOwners, type UndeclaredTouch, undeclaredTouches } from './read-model-declarations';
import { buildZoneCityWorld, written, type ZoneCityWorld } from './zone-city-world';

/**
 * Each read router declares the read models it reads (the read API waits on them, and answers
 * stale when one is halted). Here every GET route of every router runs as the administrator on a
 * small organisation, its SQL captured from knex; each table it touched must belong to a read model
 * its router declares. The routes are read from the routers, so a new route is checked unasked.
 */
const AS_OF = 'at=2030-01-01T00:00:00Z';
/** Ids of kinds this organisation does not hold: the route's queries still run to their 404. */
const MISSING_ID = 2_000_000_000;

let world: ZoneCityWorld;
let knex: Knex;
/** The administrator, who reads everything, and the city masool of a1, whose reads pass the scope checks. */
let callers: SessionUser[];
let owners: Map<string, string>;
/** An existing id by the route's first path segment. */
let ids: Record<string, number>;
/** The statements of the request being run; null between requests. */
let captured: string[] | null = null;

beforeAll(async () => {
  world = await buildZoneCityWorld('read_model_declarations');
  knex = createKnex({ connectionString: world.harness.databaseUrl });
  knex.on('query', (query: { sql: string }) => captured?.push(query.sql));
  const event = await written(world.admin.post('/api/events', gatheringBody(world.cities.a1)));
  const meeting = await written(world.admin.post('/api/meetings', meetingBody(world.cities.a1)));
  const report = await written(world.admin.post('/api/karguzari', reportBody(world.cities.a1)));
  const qabail = await written(world.admin.post('/api/qabails', qabailBody(world.cities.a1)));
  const budget = await written(world.admin.post('/api/budgets', { eventId: event.id, title: 'Budget' }));
  const me = (await (await world.admin.get('/api/user')).json()) as { id: number };
  ids = {
    cities: world.cities.a1,
    zones: world.zones.a,
    events: event.id,
    meetings: meeting.id,
    karguzari: report.id,
    qabails: qabail.id,
    budgets: budget.id,
    users: me.id,
  };
  await world.caughtUp();
  const cityMasool = (await (await world.cityMasool.get('/api/user')).json()) as { id: number };
  callers = [(await findActiveUser(knex, me.id))!, (await findActiveUser(knex, cityMasool.id))!];
  owners = await tableOwners(knex, portalProjection, 'declared_tables');
}, 120_000);
afterAll(async () => {
  await knex?.destroy();
  await world?.close();
});

/** The routers as the portal wires them, on the capturing connection. */
function routers(): ReadRoutes[] {
  const deps = { knex, store: world.store, logger: createSilentLogger() } as unknown as SharedHttpDeps;
  return readRoutes(deps);
}

/** One router alone behind the error middleware, its requests made by `user`. */
async function serve(
  routes: ReadRoutes,
  user: SessionUser,
): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Koa();
  app.use(errorMiddleware({ logger: createSilentLogger() }));
  app.use(async (ctx, next) => {
    ctx.state.user = user;
    await next();
  });
  app.use(routes.router.routes());
  const server: Server = createServer(app.callback()).listen(0);
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function getPaths(routes: ReadRoutes): string[] {
  return routes.router.stack
    .filter((layer) => layer.methods.includes('GET'))
    .map((layer) => String(layer.path));
}

/** The route's path with ids of this organisation in its parameters. */
function request(path: string): string {
  const kind = path.split('/')[2]!;
  const filled = path.replace(/:[A-Za-z]+/g, String(ids[kind] ?? MISSING_ID));
  return path.endsWith('/as-of') ? `${filled}?${AS_OF}` : filled;
}

interface RouteRun {
  route: string;
  status: number;
  statements: string[];
}

async function runRoutes(routes: ReadRoutes, user: SessionUser): Promise<RouteRun[]> {
  const server = await serve(routes, user);
  const runs: RouteRun[] = [];
  try {
    for (const path of getPaths(routes)) {
      captured = [];
      const response = await fetch(`${server.url}${request(path)}`);
      await response.arrayBuffer();
      runs.push({ route: `GET ${path}`, status: response.status, statements: captured });
      captured = null;
    }
  } finally {
    await server.close();
  }
  return runs;
}

async function undeclaredIn(routes: ReadRoutes): Promise<{ runs: RouteRun[]; touches: UndeclaredTouch[] }> {
  const runs: RouteRun[] = [];
  for (const user of callers) runs.push(...(await runRoutes(routes, user)));
  const touches = runs.flatMap(({ route, statements }) =>
    undeclaredTouches({ route, statements, declared: routes.readModels, owners, schema: READ_SCHEMA }),
  );
  return { runs, touches };
}

describe('the read routers’ read-model declarations', () => {
  it('cover every table their routes touch', async () => {
    const touches: UndeclaredTouch[] = [];
    const failed: string[] = [];
    let answered = 0;
    for (const routes of routers()) {
      const result = await undeclaredIn(routes);
      touches.push(...result.touches);
      for (const run of result.runs) {
        if (run.status >= 500) failed.push(`${run.route} ${run.status}`);
        if (run.status === 200) answered += 1;
      }
    }
    expect(touches).toEqual([]);
    expect(failed).toEqual([]);
    // Most routes answer, so their whole queries ran, not only the look-up before a 404.
    expect(answered).toBeGreaterThan(120);
  });

  it('catch a router that queries a table of a read model it does not declare', async () => {
    const cities = routers().find(({ router }) =>
      router.stack.some((layer) => layer.path === '/api/cities/:id'),
    )!;
    const undeclared = { ...cities, readModels: cities.readModels.filter((name) => name !== 'zones') };
    const { touches } = await undeclaredIn(undeclared);
    expect(touches).toContainEqual({ route: 'GET /api/cities/:id', table: 'zones', readModel: 'zones' });
  });
});
