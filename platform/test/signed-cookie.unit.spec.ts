import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import Cookies from 'cookies';
import Koa from 'koa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieSigner } from '../src/session/cookie-signer';
import type { SessionStore } from '../src/session/postgres-session-store';
import { readOnlySessionMiddleware, SESSION_COOKIE } from '../src/session/session-middleware';
import { signedCookie } from '../src/session/signed-cookie';

/**
 * A signed cookie is read without Koa's `cookies` object when the current key signed it
 * (bench/RESULTS.md, "Reads: round 3"), and gives what that object's `get(name, { signed: true })`
 * gives, with the same answer to a cookie it refuses or signs anew.
 */
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  vi.restoreAllMocks();
});

async function serve(app: Koa): Promise<string> {
  const server = createServer(app.callback());
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const KEYS = ['current-key', 'older-key'];
const signer = cookieSigner(KEYS);
const signedBy = (key: string, name: string, value: string) =>
  `${name}=${value}; ${name}.sig=${cookieSigner([key]).sign(`${name}=${value}`)}`;

/** What each way reads from a request with this `Cookie` header, and the cookies its answer sets. */
async function readBothWays(header: string) {
  const app = new Koa();
  app.keys = signer as unknown as string[];
  app.use((ctx) => {
    ctx.body =
      ctx.path === '/library'
        ? { value: ctx.cookies.get('c', { signed: true }) ?? null }
        : { value: signedCookie(ctx, 'c') ?? null };
  });
  const url = await serve(app);
  const read = async (path: string) => {
    const answer = await fetch(`${url}${path}`, { headers: { cookie: header } });
    return { ...((await answer.json()) as object), setCookie: answer.headers.getSetCookie() };
  };
  return { library: await read('/library'), ours: await read('/ours') };
}

describe('a signed cookie', () => {
  it('reads as the cookies library reads it, whatever the header holds', async () => {
    const headers = [
      '',
      'other=1',
      signedBy('current-key', 'c', 'v1'),
      `${signedBy('current-key', 'c', 'first')}; c=second`,
      `xc=no; ${signedBy('current-key', 'c', 'v2')}`,
      signedBy('current-key', 'c', '"quoted"'),
      signedBy('current-key', 'c', ''),
      'c=unsigned',
      'c=v3; c.sig=',
      'c=v4; c.sig=forged',
      signedBy('older-key', 'c', 'v5'),
      signedBy('a-key-nobody-has', 'c', 'v6'),
    ];
    for (const header of headers) {
      const { library, ours } = await readBothWays(header);
      expect(ours, header).toEqual(library);
    }
    // The cases that matter, as the library answers them.
    expect((await readBothWays(signedBy('current-key', 'c', 'v1'))).ours).toEqual({
      value: 'v1',
      setCookie: [],
    });
    expect((await readBothWays('c=v4; c.sig=forged')).ours.setCookie[0]).toMatch(
      /^c\.sig=; path=\/; expires=/,
    );
    expect((await readBothWays(signedBy('older-key', 'c', 'v5'))).ours).toEqual({
      value: 'v5',
      setCookie: [expect.stringMatching(new RegExp(`^c\\.sig=${signer.sign('c=v5')};`))],
    });
  });

  it("reads the read API's session without Koa's cookies object", async () => {
    const session = { userId: 7, _expire: Date.now() + 60 * 60 * 1000, _maxAge: 60 * 60 * 1000 };
    const store: SessionStore = {
      get: async (key) =>
        key === 'the-key' ? { ...session, _expire: Date.now() + 8 * 60 * 60 * 1000 - 1000 } : null,
      set: async () => undefined,
      destroy: async () => undefined,
      destroyAllOfUser: async () => 0,
      purgeExpired: async () => 0,
    };
    const app = new Koa();
    app.use(readOnlySessionMiddleware(app, { store, keys: KEYS }));
    app.use((ctx) => {
      ctx.body = { session: (ctx as unknown as { session: unknown }).session };
    });
    const url = await serve(app);
    const libraryReads = vi.spyOn(Cookies.prototype, 'get');
    const signedIn = await fetch(url, {
      headers: { cookie: signedBy('current-key', SESSION_COOKIE, 'the-key') },
    });
    expect(((await signedIn.json()) as { session: { userId: number } }).session.userId).toBe(7);
    expect(libraryReads).not.toHaveBeenCalled();
    const forged = await fetch(url, {
      headers: { cookie: `${SESSION_COOKIE}=the-key; ${SESSION_COOKIE}.sig=forged` },
    });
    expect(await forged.json()).toEqual({ session: null });
    expect(forged.headers.getSetCookie()[0]).toMatch(/^seerat\.sid\.sig=; path=\/; expires=/);
  });
});
