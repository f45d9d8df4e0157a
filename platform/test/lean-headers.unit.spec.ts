import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import Koa from 'koa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { koaBehindProxies } from '../src/http/client-address';
import { securityHeaders, securityHeadersMiddleware } from '../src/http/security-headers';

/**
 * The headers of every answer are written without Koa's per-call copies (bench/RESULTS.md,
 * "Reads: round 3"), and the answers carry exactly the headers they carried before.
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

/** Koa's own `response.set`, which every app's responses inherit: watched from apps made after. */
function watchKoaResponseSet() {
  const koaResponse = Object.getPrototypeOf(new Koa().response) as { set: (...args: unknown[]) => void };
  return vi.spyOn(koaResponse, 'set');
}

describe("an app's headers", () => {
  it("sets one header with a string or number value straight on Node's response, anything else as Koa does", async () => {
    const koaSet = watchKoaResponseSet();
    const app = koaBehindProxies(0);
    let lateSetThrew: unknown = 'not run';
    app.use(async (ctx, next) => {
      await next();
      ctx.res.flushHeaders();
      try {
        ctx.set('X-Too-Late', 'ignored');
        lateSetThrew = false;
      } catch (error) {
        lateSetThrew = error;
      }
    });
    app.use((ctx) => {
      ctx.set('X-One', 'a');
      ctx.set('X-Number', 5 as unknown as string);
      ctx.set({ 'X-From-Object': 'b', 'X-Other': 'c' });
      ctx.set('X-Many', ['d', 'e']);
      ctx.set('Content-Type', ['text/plain']);
      ctx.body = 'answer';
    });
    const answer = await fetch(await serve(app));
    expect(await answer.text()).toBe('answer');
    expect(answer.headers.get('x-one')).toBe('a');
    expect(answer.headers.get('x-number')).toBe('5');
    expect(answer.headers.get('x-from-object')).toBe('b');
    expect(answer.headers.get('x-other')).toBe('c');
    expect(answer.headers.get('x-many')).toBe('d, e');
    // Koa's rule for a header that holds one value, given as a list of one: that value.
    expect(answer.headers.get('content-type')).toBe('text/plain');
    expect(answer.headers.get('content-length')).toBe('6');
    expect(answer.headers.has('x-too-late')).toBe(false);
    expect(lateSetThrew).toBe(false);
    // Only the object and the lists took Koa's way; the single headers (the body's type and
    // length among them) did not.
    expect(koaSet.mock.calls.map(([field]) => field)).toEqual([
      { 'X-From-Object': 'b', 'X-Other': 'c' },
      'X-Many',
      'Content-Type',
    ]);
  });

  it('carries the security headers, each once, set without a promise of their own', async () => {
    const koaSet = watchKoaResponseSet();
    const app = koaBehindProxies(0);
    const middleware = securityHeadersMiddleware({ https: true });
    let returned: unknown;
    let passedOn: unknown;
    app.use((ctx, next) => {
      returned = middleware(ctx, () => {
        passedOn = next();
        return passedOn as Promise<void>;
      });
      return returned as Promise<void>;
    });
    app.use((ctx) => {
      ctx.body = { ok: true };
    });
    const answer = await fetch(await serve(app));
    expect(returned).toBe(passedOn);
    const expected = securityHeaders({ https: true });
    for (const [name, value] of Object.entries(expected)) expect(answer.headers.get(name), name).toBe(value);
    expect(Object.keys(expected)).toContain('Strict-Transport-Security');
    expect(koaSet).not.toHaveBeenCalled();
  });
});
