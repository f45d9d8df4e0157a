import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReadApi } from '../src/wiring/apps';
import { startApiInstance } from './api-instance';
import { ADMIN, type PortalClient, startTestPortal, type TestPortal } from './portal-harness';

/**
 * The read API answers a repeated read from memory before Koa sees it (`answersFromMemory`). A
 * read API of its own here counts the requests that reach its Koa middleware; the portal beside it
 * takes the sign-ins and the writes.
 */
const SESSION_SECRET = 'answers-from-memory-secret-0123456789';
let harness: TestPortal;
let admin: PortalClient;
let readApi: { url: string; reachedKoa(): number; close(): Promise<void> };

beforeAll(async () => {
  harness = await startTestPortal('answers_from_memory', { SESSION_SECRET });
  admin = harness.client();
  expect((await admin.signIn(ADMIN.username, ADMIN.password)).status).toBe(200);
  readApi = await startCountedReadApi(harness.databaseUrl);
});
afterAll(async () => {
  await readApi?.close();
  await harness?.close();
});

async function startCountedReadApi(databaseUrl: string) {
  let reached = 0;
  const instance = await startApiInstance({
    databaseUrl,
    sessionSecret: SESSION_SECRET,
    applicationName: 'answers-from-memory',
    serve: (http) => {
      const app = buildReadApi(http);
      app.middleware.unshift((_ctx, next) => {
        reached++;
        return next();
      });
      return app.callback();
    },
  });
  return { ...instance, reachedKoa: () => reached };
}

const read = (route: string, headers: Record<string, string> = {}) =>
  fetch(`${readApi.url}${route}`, { headers: { cookie: admin.cookieHeader(), ...headers } });

/** An answer's headers, less those that differ between any two answers (the date, the id). */
async function answerOf(response: Response) {
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => name !== 'date' && name !== 'x-correlation-id'),
  );
  return { status: response.status, headers, body: await response.text() };
}

describe('a repeated read', () => {
  it('is answered from memory as the app answered it: status, headers and body', async () => {
    const before = readApi.reachedKoa();
    const first = await answerOf(await read('/api/zones'));
    expect(readApi.reachedKoa()).toBe(before + 1);
    const again = await read('/api/zones', { 'x-correlation-id': 'caller-id-1' });
    expect(readApi.reachedKoa()).toBe(before + 1);
    expect(again.headers.get('x-correlation-id')).toBe('caller-id-1');
    expect(await answerOf(again)).toEqual(first);
    expect(first.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      vary: 'Accept-Encoding',
    });
  });

  it('is answered anew once the projector changed what it read', async () => {
    await read('/api/zones');
    const created = await admin.post('/api/zones', { name: 'Zone from memory', masool: 'Masool' });
    expect(created.status).toBe(201);
    const before = readApi.reachedKoa();
    // The written-position cookie of the write makes the read wait for it; the app answers.
    const names = ((await (await read('/api/zones')).json()) as { name: string }[]).map((zone) => zone.name);
    expect(names).toContain('Zone from memory');
    expect(readApi.reachedKoa()).toBe(before + 1);
  });

  it('is compressed once for the clients that ask, as the app would compress it', async () => {
    const route = '/api/recommended-books';
    const plain = await (await read(route)).text();
    expect(plain.length).toBeGreaterThanOrEqual(1024);
    const before = readApi.reachedKoa();
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await read(route, { 'accept-encoding': accepted });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      // fetch decodes the body by its Content-Encoding.
      expect(await answer.text()).toBe(plain);
    }
    expect(readApi.reachedKoa()).toBe(before);
  });

  it('goes to the app when only its compression can choose the encoding', async () => {
    const route = '/api/recommended-books';
    await read(route);
    const before = readApi.reachedKoa();
    const weighted = await read(route, { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(weighted.headers.get('content-encoding')).toBe('gzip');
    expect(readApi.reachedKoa()).toBe(before + 1);
  });

  it('goes to the app once the session ended, which refuses it', async () => {
    const client = harness.client();
    expect((await client.signIn(ADMIN.username, ADMIN.password)).status).toBe(200);
    const cookie = client.cookieHeader();
    const own = () => fetch(`${readApi.url}/api/zones`, { headers: { cookie } });
    expect((await own()).status).toBe(200);
    expect((await own()).status).toBe(200);
    expect((await client.post('/api/logout')).status).toBe(200);
    const before = readApi.reachedKoa();
    expect((await own()).status).toBe(401);
    expect(readApi.reachedKoa()).toBe(before + 1);
  });
});

describe('an answer browsers must never keep', () => {
  it("is kept by the read API under its address without the cache buster's value, and sent with no-store", async () => {
    const zone = (await (await admin.post('/api/zones', { name: 'Team zone', masool: 'M' })).json()) as {
      id: number;
    };
    const city = (await (
      await admin.post('/api/cities', { name: 'Team city', masoolName: 'M', zoneId: zone.id })
    ).json()) as { id: number };
    const member = (name: string) => ({ name, contact: '+92-300-1234567', cityId: city.id });
    expect((await admin.post('/api/team-profiles', member('First Member'))).status).toBe(201);
    const names = async (response: Response) =>
      ((await response.json()) as { items: { name: string }[] }).items.map((profile) => profile.name);

    const before = readApi.reachedKoa();
    const first = await read(`/api/team-profiles?time=1&cityId=${city.id}`);
    expect(readApi.reachedKoa()).toBe(before + 1);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await names(first)).toEqual(['First Member']);
    // Another time, as each browser read sends: from memory, still no-store.
    const again = await read(`/api/team-profiles?time=2&cityId=${city.id}`);
    expect(readApi.reachedKoa()).toBe(before + 1);
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(await names(again)).toEqual(['First Member']);
    // Through the app (only its compression can choose here): kept there too, same header.
    const weighted = await read(`/api/team-profiles?time=3&cityId=${city.id}`, {
      'accept-encoding': 'br;q=0.5, gzip',
    });
    expect(weighted.headers.get('cache-control')).toBe('no-store');
    expect(await names(weighted)).toEqual(['First Member']);

    expect((await admin.post('/api/team-profiles', member('Second Member'))).status).toBe(201);
    expect(await names(await read(`/api/team-profiles?time=4&cityId=${city.id}`))).toEqual([
      'First Member',
      'Second Member',
    ]);
  });

  it('is never kept when it depends on more than the read models (the signed-in user, no-store)', async () => {
    await read('/api/user');
    const before = readApi.reachedKoa();
    await read('/api/user');
    await read('/api/user');
    expect(readApi.reachedKoa()).toBe(before + 2);
  });
});
