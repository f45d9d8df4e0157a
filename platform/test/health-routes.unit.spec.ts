import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import Koa, { type Middleware } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRouter, healthRoutes } from '../src/http/health-router';

/**
 * An app's health routes answer exactly what the health router answers, and leave every other
 * path to the rest of the app without consulting the router (bench/RESULTS.md, "Reads: round 3").
 */
const servers: Server[] = [];
const urls: Record<'router' | 'filtered', string> = { router: '', filtered: '' };

async function serve(health: Middleware): Promise<string> {
  const app = new Koa();
  app.use(health);
  app.use((ctx) => {
    ctx.body = { passedOn: true, routerConsulted: 'router' in ctx };
  });
  const server = createServer(app.callback());
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  const router = healthRouter({ database: async () => ({ ok: true }) });
  urls.router = await serve(router.routes() as Middleware);
  urls.filtered = await serve(healthRoutes(router));
});
afterAll(() => {
  for (const server of servers) server.close();
});

async function answer(base: string, path: string, method = 'GET') {
  const response = await fetch(`${base}${path}`, { method });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  if (body) delete body.routerConsulted;
  return { status: response.status, body };
}

describe('the health routes of an app', () => {
  it('answer as the health router does, whatever the path', async () => {
    const paths = [
      '/api/health',
      '/api/health/',
      '/API/Health',
      '/api/%68ealth',
      '/api/healthz',
      '/api/cities',
      '/',
    ];
    for (const path of paths) {
      for (const method of ['GET', 'HEAD']) {
        expect(await answer(urls.filtered, path, method), `${method} ${path}`).toEqual(
          await answer(urls.router, path, method),
        );
      }
    }
    expect(await answer(urls.filtered, '/API/Health/')).toEqual({ status: 200, body: { status: 'up' } });
  });

  it('leave any other path to the rest of the app without consulting the router', async () => {
    const other = (await (await fetch(`${urls.filtered}/api/cities/4`)).json()) as Record<string, unknown>;
    expect(other).toEqual({ passedOn: true, routerConsulted: false });
  });
});
