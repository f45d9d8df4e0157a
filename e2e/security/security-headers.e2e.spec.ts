import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { browserTest, describeInBrowser } from '../support/browser-test';

/** What every answer of the portal must carry, over plain http (no HSTS there). */
const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

function expectSecurityHeaders(response: Response, what: string): void {
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(policy, what).toContain("script-src 'self'");
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).toContain("default-src 'self'");
  expect(policy, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  for (const [name, value] of Object.entries(EXPECTED))
    expect(response.headers.get(name), `${what}: ${name}`).toBe(value);
  const permissions = response.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation'])
    expect(permissions, what).toContain(`${feature}=()`);
  // Served over http here: HSTS would be meaningless, and is only sent with an https PUBLIC_URL.
  expect(response.headers.get('strict-transport-security'), what).toBeNull();
}

describeInBrowser('security headers', () => {
  browserTest('are on an HTML page, a script, an API answer and an error answer', async ({ portal }) => {
    const page = await fetch(`${portal.url}/cities/1`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expectSecurityHeaders(page, 'HTML page');
    const html = await page.text();
    const script = html.match(/<script[^>]*src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    expectSecurityHeaders(await fetch(`${portal.url}${script}`), 'script');
    expectSecurityHeaders(await fetch(`${portal.url}/api/health`), 'API answer');
    const signedOut = await fetch(`${portal.url}/api/user`);
    expect(signedOut.status).toBe(401);
    expectSecurityHeaders(signedOut, 'error answer');
    const write = await fetch(`${portal.url}/api/zones`, {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(write.status).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(write, 'refused write');
  });

  browserTest('the built index.html holds no inline script', async ({ environment }) => {
    const html = await readFile(path.join(environment.webDistDir, 'index.html'), 'utf8');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc="/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
