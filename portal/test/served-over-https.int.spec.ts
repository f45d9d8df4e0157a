import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestPortal, type TestPortal } from './portal-harness';

/**
 * `PUBLIC_URL` with https: the portal is served over TLS (terminated in front of it), so cookies
 * are Secure, HSTS is sent, and writes come from that origin alone, scheme included.
 */
const PUBLIC_URL = 'https://portal.example.org';
let https: TestPortal;
let plain: TestPortal;

beforeAll(async () => {
  [https, plain] = await Promise.all([
    startTestPortal('served_over_https', { PUBLIC_URL }),
    startTestPortal('served_over_http'),
  ]);
});
afterAll(async () => {
  await Promise.all([https?.close(), plain?.close()]);
});

const signIn = (portal: TestPortal, origin: string) =>
  fetch(`${portal.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ADMIN),
  });

describe('a portal served over https', () => {
  it('sends HSTS and sets its session cookie Secure', async () => {
    const health = await fetch(`${https.url}/api/health`);
    expect(health.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
    const answer = await signIn(https, PUBLIC_URL);
    expect(answer.status).toBe(200);
    const cookies = answer.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.toLowerCase()).toContain('; secure');
  });

  it('accepts writes from its own https origin only: the http one of the same host is refused', async () => {
    expect((await signIn(https, 'http://portal.example.org')).status).toBe(403);
    expect((await signIn(https, 'https://elsewhere.example.org')).status).toBe(403);
  });
});

describe('a portal served over plain http', () => {
  it('sends no HSTS and no Secure cookie', async () => {
    const answer = await signIn(plain, new URL(plain.url).origin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    for (const cookie of answer.headers.getSetCookie()) expect(cookie.toLowerCase()).not.toContain('secure');
  });

  it('compares the scheme of Origin too: https on the same host and port is another origin', async () => {
    const { host } = new URL(plain.url);
    const answer = await signIn(plain, `https://${host}`);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ message: 'Cross-site request refused' });
  });
});
