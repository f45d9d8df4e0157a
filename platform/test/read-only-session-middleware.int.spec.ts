import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex, type Knex } from '../src/database/knex';
import {
  createPostgresSessionStore,
  migrateSessionStore,
  SESSIONS_TABLE,
  type SessionStore,
} from '../src/session/postgres-session-store';
import {
  readOnlySessionMiddleware,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  sessionMiddleware,
} from '../src/session/session-middleware';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database';

/**
 * The read API's session middleware beside the command API's (koa-session): one signs in, the
 * other reads the same session from the same store with the same keys, and writes it only to push
 * its idle timeout forward.
 */
const KEYS = ['read-only-session-secret'];
let db: TestDatabase;
let knex: Knex;
let store: SessionStore;
let writer: { url: string; server: Server };
let reader: { url: string; server: Server };

beforeAll(async () => {
  db = await createTestDatabase('read_only_session');
  knex = createKnex({ connectionString: db.url });
  await migrateSessionStore(knex);
  store = createPostgresSessionStore({ knex, absoluteMs: SESSION_ABSOLUTE_MS });
  const writing = new Koa();
  writing.use(sessionMiddleware(writing, { store, keys: KEYS }));
  writing.use((ctx) => {
    ctx.session!.userId = 7;
    ctx.body = {};
  });
  const reading = new Koa();
  reading.silent = true;
  reading.use(readOnlySessionMiddleware(reading, { store, keys: KEYS }));
  reading.use((ctx) => {
    if (ctx.path === '/fail') throw new Error('the handler failed');
    if (ctx.path === '/change') (ctx.session as Record<string, unknown>).userId = 8;
    ctx.body = { session: ctx.session };
  });
  writer = await serve(writing);
  reader = await serve(reading);
});
afterAll(async () => {
  writer?.server.close();
  reader?.server.close();
  await knex?.destroy();
  await db?.drop();
});

async function serve(app: Koa) {
  const server = createServer(app.callback()).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

/** A session signed in through koa-session: its `Cookie` header and its id. */
async function signedIn(): Promise<{ cookie: string; id: string }> {
  const answer = await fetch(writer.url);
  const cookie = answer.headers
    .getSetCookie()
    .map((one) => one.split(';')[0])
    .join('; ');
  return { cookie, id: new RegExp(`${SESSION_COOKIE.replace('.', '\\.')}=([^;]+)`).exec(cookie)![1]! };
}

const read = (cookie: string, path = '/') => fetch(`${reader.url}${path}`, { headers: { cookie } });

async function row(id: string) {
  return knex(SESSIONS_TABLE).where({ id }).first();
}

/** As if the session was last saved `ms` ago. */
async function savedAgo(id: string, ms: number) {
  await knex.raw(
    `UPDATE ${SESSIONS_TABLE} SET data = jsonb_set(data, '{_expire}', to_jsonb((data->>'_expire')::bigint - ?::bigint)) WHERE id = ?`,
    [ms, id],
  );
}

describe('the read-only session middleware', () => {
  it("reads koa-session's session, and none for a forged or missing cookie", async () => {
    const { cookie, id } = await signedIn();
    const answer = await read(cookie);
    expect(((await answer.json()) as { session: { userId: number } }).session.userId).toBe(7);
    expect(answer.headers.getSetCookie()).toEqual([]);
    const forged = cookie.replace(/seerat\.sid\.sig=[^;]+/, 'seerat.sid.sig=AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(((await (await read(forged)).json()) as { session: unknown }).session).toBeNull();
    expect(((await (await read('')).json()) as { session: unknown }).session).toBeNull();
    expect(
      ((await (await read(`${SESSION_COOKIE}=${id}`)).json()) as { session: unknown }).session,
    ).toBeNull();
  });

  it('writes nothing for a session saved under a minute ago', async () => {
    const { cookie, id } = await signedIn();
    const before = await row(id);
    for (let i = 0; i < 3; i++) expect((await read(cookie)).status).toBe(200);
    expect(await row(id)).toEqual(before);
  });

  it('saves a session last saved over a minute ago once, and sets its cookie again', async () => {
    const { cookie, id } = await signedIn();
    await savedAgo(id, 61_000);
    const answer = await read(cookie);
    const touched = await row(id);
    expect(touched.data.userId).toBe(7);
    expect(touched.data._expire).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - 10_000);
    const set = answer.headers.getSetCookie();
    expect(set.find((one) => one.startsWith(`${SESSION_COOKIE}=${id};`))).toMatch(/httponly/i);
    expect((await read(cookie)).headers.getSetCookie()).toEqual([]);
    expect(await row(id)).toEqual(touched);
  });

  it('neither brings back an ended session nor touches one whose request failed', async () => {
    const ended = await signedIn();
    await savedAgo(ended.id, 61_000);
    const failed = await signedIn();
    await savedAgo(failed.id, 61_000);
    const before = await row(failed.id);
    expect((await read(failed.cookie, '/fail')).status).toBe(500);
    expect(await row(failed.id)).toEqual(before);
    await store.destroy(ended.id);
    expect(((await (await read(ended.cookie)).json()) as { session: unknown }).session).toBeNull();
    expect(await row(ended.id)).toBeUndefined();
  });

  it('lets no handler change the session it read', async () => {
    const { cookie } = await signedIn();
    expect((await read(cookie, '/change')).status).toBe(500);
    expect(((await (await read(cookie)).json()) as { session: { userId: number } }).session.userId).toBe(7);
  });
});
