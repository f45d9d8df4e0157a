import { createServer, type Server } from 'node:http';
import Router from '@koa/router';
import { ruleBroken } from '@seerat/contracts';
import {
  type CheckpointWatcher,
  createCheckpointWatcher,
  createKnex,
  createPostgresSessionStore,
  createSilentLogger,
  migrateSessionStore,
  validate,
} from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCommandApi } from '../src/app';

let db: TestDatabase;
let server: Server;
let base: string;
let knex: ReturnType<typeof createKnex>;
let checkpointWatcher: CheckpointWatcher;

const fixtureRouter = new Router({ prefix: '/api/fixture' });
fixtureRouter.post(
  '/echo',
  validate({ body: z.object({ name: z.string().min(1), count: z.number().int().min(0) }) }),
  (ctx) => {
    ctx.body = ctx.state.input.body;
  },
);
fixtureRouter.post('/domain-rule', () => {
  throw ruleBroken('A city cannot be its own parent');
});
fixtureRouter.post('/crash', () => {
  throw new Error('secret internals at /srv/app.ts:42');
});

beforeAll(async () => {
  db = await createTestDatabase('command_api_errors');
  knex = createKnex({ connectionString: db.url });
  await migrateSessionStore(knex);
  checkpointWatcher = await createCheckpointWatcher({
    connectionString: db.url,
    channel: 'unused',
    readCheckpoint: async () => null,
    logger: createSilentLogger(),
  });
  const app = createCommandApi({
    logger: createSilentLogger(),
    knex,
    checkpointWatcher,
    // No one signs in here, so no write waits on rights.
    projected: {
      known: () => null,
      awaitStreams: async () => 'current',
      awaitPosition: async () => 'current',
      readCurrent: (_streams, read) => read(),
      readCurrentAfter: (_newest, read) => read(),
    },
    sessionStore: createPostgresSessionStore({ knex, absoluteMs: 60_000 }),
    sessionKeys: ['k'.repeat(32)],
    routers: [fixtureRouter],
    jsonLimit: '1kb',
    healthChecks: { database: async () => ({ ok: true }) },
  });
  server = createServer(app.callback()).listen(0);
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  server.close();
  await checkpointWatcher.close();
  await knex.destroy();
  await db.drop();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('command API error handling', () => {
  it('answers valid input', async () => {
    const response = await post('/api/fixture/echo', JSON.stringify({ name: 'Lahore', count: 2 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'Lahore', count: 2 });
  });

  it('answers 400 with the failing fields for invalid input', async () => {
    const response = await post('/api/fixture/echo', JSON.stringify({ name: '', count: -1 }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['count', 'name']);
    // The message says what is wrong, each field's words once, never a bare "Invalid input".
    expect(body.message.split('\n').sort()).toEqual([...new Set(Object.values(body.fields))].sort());
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await post('/api/fixture/echo', '{"name": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Malformed request body',
      fields: { _: 'Must be a JSON object' },
    });
    const poisoned = await post(
      '/api/fixture/echo',
      '{"name": "x", "count": 1, "__proto__": {"isAdmin": true}}',
    );
    expect(poisoned.status).toBe(400);
    expect(await poisoned.json()).toEqual({
      message: 'Malformed request body',
      fields: { ['__proto__']: 'Must not be sent' },
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await post('/api/fixture/echo', JSON.stringify({ name: 'x'.repeat(5000), count: 1 }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request body too large' });
  });

  it('refuses a form post (415) and a foreign origin (403)', async () => {
    const form = await fetch(`${base}/api/fixture/echo`, {
      method: 'POST',
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const foreign = await post('/api/fixture/echo', JSON.stringify({ name: 'a', count: 1 }), {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('answers a broken domain rule with its message', async () => {
    const response = await post('/api/fixture/domain-rule', '{}');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'A city cannot be its own parent' });
  });

  it('answers an unexpected error as a bare 500 without internals', async () => {
    const response = await post('/api/fixture/crash', '{}');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Internal server error' });
    expect(text).not.toContain('srv');
  });

  it('answers unknown routes with a JSON 404 and carries a correlation id', async () => {
    const response = await post('/api/nowhere', '{}', { 'x-correlation-id': 'abc-123' });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-correlation-id')).toBe('abc-123');
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('serves /api/health', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'up' });
  });
});
