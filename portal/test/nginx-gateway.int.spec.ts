import { request } from 'node:https';
import { createEventStore, type EventStore } from '@seerat/eventstore';
import { createSilentLogger, securityHeaders } from '@seerat/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts, type RunningNginx, STAND_IN, startNginxGateway } from './nginx-gateway';
import { ADMIN, startTestPortal, type TestPortal } from './portal-harness';
import { zoneBody } from './zone-city-world';

/**
 * The shipped Docker gateway (deploy/nginx) in a real nginx in front of the real portal, which is
 * configured as docker-compose.yml configures the APIs behind it: one trusted hop, an https
 * `PUBLIC_URL`. What the unit test reads in the config is checked here on answers.
 */
let portal: TestPortal;
let gateway: RunningNginx;
let store: EventStore;
let publicUrl: string;

beforeAll(async () => {
  const ports = await freePorts();
  publicUrl = `https://127.0.0.1:${ports.https}`;
  portal = await startTestPortal('nginx_gateway', { TRUST_PROXY_HOPS: '1', PUBLIC_URL: publicUrl });
  gateway = await startNginxGateway({ port: Number(new URL(portal.url).port) }, ports);
  store = createEventStore({ databaseUrl: portal.databaseUrl, logger: createSilentLogger() });
}, 30_000);
afterAll(async () => {
  await store?.close();
  await gateway?.stop();
  await portal?.close();
});

interface GatewayAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to the gateway's TLS server, which holds a self-signed certificate. */
function viaGateway(
  method: string,
  route: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<GatewayAnswer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const sent = request(
      `${gateway.httpsUrl}${route}`,
      {
        method,
        rejectUnauthorized: false,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json', origin: publicUrl }),
          ...options.headers,
        },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => {
          text += chunk;
        });
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The security headers an answer carries, each once: a header sent twice would show as a list. */
function securityHeadersOf(answer: GatewayAnswer): Record<string, unknown> {
  const expected = securityHeaders({ https: true });
  return Object.fromEntries(Object.keys(expected).map((name) => [name, answer.headers[name.toLowerCase()]]));
}

const signInCookie = async (): Promise<string> => {
  const answer = await viaGateway('POST', '/api/login', { body: ADMIN });
  expect(answer.status, answer.body).toBe(200);
  const cookies = [answer.headers['set-cookie'] ?? []].flat();
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie.toLowerCase()).toContain('; secure');
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
};

describe('the shipped nginx gateway in front of the portal', () => {
  it('sends the security headers once on every kind of answer: page, asset, read, write, refusal, 404', async () => {
    const cookie = await signInCookie();
    const answers: Record<string, GatewayAnswer> = {
      'the app page': await viaGateway('GET', '/cities/42'),
      'a script': await viaGateway('GET', '/assets/app.js'),
      'a missing asset': await viaGateway('GET', '/assets/missing.js'),
      'a read': await viaGateway('GET', '/api/health'),
      'a refused read': await viaGateway('GET', '/api/zones'),
      'a write': await viaGateway('POST', '/api/zones', {
        body: zoneBody({ name: 'Gateway' }),
        headers: { cookie },
      }),
      'a refused write': await viaGateway('POST', '/api/zones', { body: zoneBody({ name: 'Nobody' }) }),
    };
    expect(answers['the app page']?.body).toBe(STAND_IN.index);
    expect(answers['a script']?.body).toBe(STAND_IN.script);
    expect(answers['a write']?.status, answers['a write']?.body).toBe(201);
    expect(answers['a refused read']?.status).toBe(401);
    expect(answers['a refused write']?.status).toBe(401);
    for (const [name, answer] of Object.entries(answers)) {
      expect(securityHeadersOf(answer), name).toEqual(securityHeaders({ https: true }));
    }
    const csp = answers['a read']?.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answers['a read']?.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
  });

  it('replaces a client-sent X-Forwarded-For with the address it sees: the events record that one', async () => {
    const cookie = await signInCookie();
    const answer = await viaGateway('POST', '/api/zones', {
      body: zoneBody({ name: 'Forwarded' }),
      headers: { cookie, 'x-forwarded-for': '203.0.113.7', 'x-correlation-id': 'gateway-forwarded' },
    });
    expect(answer.status, answer.body).toBe(201);
    const { id } = JSON.parse(answer.body) as { id: number };
    const [created] = await store.readStream(`zone-${id}`);
    expect(created?.metadata).toMatchObject({ correlationId: 'gateway-forwarded', ipAddress: '127.0.0.1' });
  });

  it('lets no client pick its address for the sign-in throttle: 5 wrong passwords from "five addresses" lock the sixth', async () => {
    const statuses: number[] = [];
    for (const last of [1, 2, 3, 4, 5, 6]) {
      const answer = await viaGateway('POST', '/api/login', {
        body: { username: 'nobody-here', password: 'wrong-password-1' },
        headers: { 'x-forwarded-for': `198.51.100.${last}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('answers plain http with a redirect to https, and the health check, with the headers but HSTS', async () => {
    const redirect = await fetch(`${gateway.httpUrl}/cities`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('https://127.0.0.1/cities');
    const health = await fetch(`${gateway.httpUrl}/api/health`);
    expect(health.status).toBe(200);
    for (const [name, answer] of Object.entries({ redirect, health })) {
      const sent = Object.fromEntries(
        Object.keys(securityHeaders({ https: true }))
          .map((header) => [header, answer.headers.get(header)])
          .filter(([, value]) => value !== null),
      );
      expect(sent, name).toEqual(securityHeaders({ https: false }));
    }
  });
});
