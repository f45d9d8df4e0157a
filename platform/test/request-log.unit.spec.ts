import { once } from 'node:events';
import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import Koa from 'koa';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correlationAndLogging } from '../src/http/correlation-id';
import type { Logger } from '../src/logging/logger';

/** Every request is logged (the README promises it), and what a handler logs names its request. */
const lines: Record<string, unknown>[] = [];
const server = createServer();
const states: Record<string, unknown>[] = [];

/** A log destination that parses each JSON line it is given into `target`. */
function jsonLinesInto(target: Record<string, unknown>[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) target.push(JSON.parse(line));
      done();
    },
  });
}

beforeAll(async () => {
  const app = new Koa();
  app.use(correlationAndLogging({ logger: pino({ level: 'info' }, jsonLinesInto(lines)) }));
  app.use((ctx) => {
    states.push(ctx.state);
    if (ctx.path === '/noted') (ctx.state.logger as Logger).warn('noted');
    if (ctx.path !== '/missing') ctx.body = {};
  });
  server.on('request', app.callback()).listen(0, '127.0.0.1');
  await once(server, 'listening');
});
afterAll(() => {
  server.close();
});

const url = (path: string) => {
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${path}`;
};

describe('the request log', () => {
  it('writes one line per request, with its correlation id, method, path, status and time', async () => {
    lines.length = 0;
    const first = await fetch(url('/a?x=1'), { headers: { 'x-correlation-id': 'caller-1' } });
    const second = await fetch(url('/missing'));
    expect(first.headers.get('x-correlation-id')).toBe('caller-1');
    const generated = second.headers.get('x-correlation-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      expect.objectContaining({
        correlationId: 'caller-1',
        method: 'GET',
        path: '/a',
        status: 200,
        msg: 'request',
      }),
      expect.objectContaining({ correlationId: generated, method: 'GET', path: '/missing', status: 404 }),
    ]);
    expect(lines.every((line) => typeof line.ms === 'number')).toBe(true);
  });

  it("names the request in what a handler logs through the request's logger", async () => {
    lines.length = 0;
    await fetch(url('/noted'), { headers: { 'x-correlation-id': 'caller-2' } });
    expect(lines).toEqual([
      expect.objectContaining({ correlationId: 'caller-2', msg: 'noted', level: 40 }),
      expect.objectContaining({ correlationId: 'caller-2', msg: 'request' }),
    ]);
  });

  it('gives each request its logger without defining one on its state, and the same logger each time it is asked', async () => {
    states.length = 0;
    await fetch(url('/a'));
    await fetch(url('/b'));
    const [first, second] = states;
    expect(first!.logger).toBe(first!.logger);
    expect(first!.logger).not.toBe(second!.logger);
    // No accessor (a closure and its descriptor) is made for each request.
    expect(Object.getOwnPropertyDescriptor(first!, 'logger')).toBeUndefined();
    expect(first!.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the request's line and redaction", () => {
  /** A service logger whose redaction would hide the request's path if the line went through it. */
  async function logged(path: string): Promise<Record<string, unknown>[]> {
    const written: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info', redact: { paths: ['path', 'secret'], censor: '[redacted]' } },
      jsonLinesInto(written),
    );
    const app = new Koa();
    app.use(correlationAndLogging({ logger }));
    app.use((ctx) => {
      (ctx.state.logger as Logger).info({ secret: 'what a handler must not leak' }, 'handled');
      ctx.body = {};
    });
    const redactingServer = createServer(app.callback()).listen(0, '127.0.0.1');
    await once(redactingServer, 'listening');
    const address = redactingServer.address();
    await fetch(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${path}`);
    redactingServer.close();
    return written;
  }

  it('writes the request line past redaction, and what a handler logs through it', async () => {
    const [handled, request] = await logged('/cities/7?password=never-logged');
    expect(handled).toEqual(expect.objectContaining({ msg: 'handled', secret: '[redacted]' }));
    // Only the chosen fields, none secret: the path without its query string.
    expect(request).toEqual(expect.objectContaining({ msg: 'request', path: '/cities/7', method: 'GET' }));
    expect(JSON.stringify(request)).not.toContain('never-logged');
  });
});
