import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compression } from '../src/compression';

/**
 * Every answer says it varies by `Accept-Encoding`; an answer over 1 KB is compressed for a
 * client that accepts brotli or gzip; and koa-compress is not asked about an answer it would
 * leave as it is (bench/RESULTS.md, "Reads: round 3").
 */
const big = Buffer.from(
  JSON.stringify({ rows: Array.from({ length: 200 }, (_, id) => ({ id, name: `row ${id}` })) }),
);
const small = Buffer.from('{"ok":true}');
const server: Server = createServer();

beforeAll(async () => {
  const app = new Koa();
  app.use(compression());
  app.use((ctx) => {
    if (ctx.path === '/varies-already') ctx.vary('Origin');
    if (ctx.path === '/object') ctx.body = JSON.parse(big.toString());
    else if (ctx.path === '/missing') ctx.status = 404;
    else {
      ctx.type = 'json';
      ctx.body = ctx.path === '/small' ? small : big;
    }
  });
  server.on('request', app.callback()).listen(0, '127.0.0.1');
  await once(server, 'listening');
});
afterAll(() => {
  server.close();
});

/** The raw answer: Node's client neither asks for nor undoes any encoding by itself. */
function get(route: string, acceptEncoding?: string) {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port,
          path: route,
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => resolve({ headers: incoming.headers, body: Buffer.concat(chunks) }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    },
  );
}

/** koa-compress's own copy of the negotiator, which it asks for every answer it looks at. */
function negotiatorOfKoaCompress() {
  const require = createRequire(import.meta.url);
  const koaCompress = path.dirname(require.resolve('koa-compress'));
  return require(require.resolve('negotiator', { paths: [koaCompress] })) as {
    prototype: { encoding: () => string };
  };
}

describe('compression', () => {
  it('compresses a large answer as the client accepts, and says it varies by Accept-Encoding', async () => {
    const brotli = await get('/big', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body)).toEqual(big);
    const gzip = await get('/object', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(big);
    for (const answer of [
      brotli,
      gzip,
      await get('/small', 'br'),
      await get('/big'),
      await get('/missing'),
    ]) {
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
    expect((await get('/varies-already', 'br')).headers.vary).toBe('Accept-Encoding, Origin');
  });

  it('sends small answers and answers to clients that accept no encoding as they are, without asking koa-compress', async () => {
    const negotiations = vi.spyOn(negotiatorOfKoaCompress().prototype, 'encoding');
    const unasked = await get('/big');
    expect(unasked.headers['content-encoding']).toBeUndefined();
    expect(unasked.body).toEqual(big);
    const tiny = await get('/small', 'gzip, br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toEqual(small);
    expect(negotiations).not.toHaveBeenCalled();
    await get('/big', 'br');
    expect(negotiations).toHaveBeenCalledOnce();
  });
});
