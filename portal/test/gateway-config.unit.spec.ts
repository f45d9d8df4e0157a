import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { securityHeaders } from '@seerat/platform';
import { describe, expect, it } from 'vitest';

const deploy = path.resolve(import.meta.dirname, '..', '..', 'deploy');

describe('the Docker gateway (deploy/nginx)', () => {
  const headersOf = async (snippet: string) =>
    Object.fromEntries(
      [
        ...(await readFile(path.join(deploy, 'nginx', snippet), 'utf8')).matchAll(
          /^add_header (\S+) "([^"]*)" always;$/gm,
        ),
      ].map(([, name, value]) => [name, value]),
    );

  it('sends the security headers of the APIs word for word: HSTS over https only', async () => {
    const everyAnswer = await headersOf('security-headers.conf');
    expect(everyAnswer).toEqual(securityHeaders({ https: false }));
    expect({ ...everyAnswer, ...(await headersOf('strict-transport-security.conf')) }).toEqual(
      securityHeaders({ https: true }),
    );
  });

  it('includes them in every location that serves the portal', async () => {
    const config = await readFile(path.join(deploy, 'nginx', 'gateway.conf'), 'utf8');
    const tls = config.slice(config.indexOf('listen 443'));
    const locations = tls.split(/\n\s*location /).slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(3);
    for (const location of locations) {
      expect(location).toContain('include /etc/nginx/snippets/security-headers.conf;');
      expect(location).toContain('include /etc/nginx/snippets/strict-transport-security.conf;');
    }
  });

  it("sets X-Forwarded-For to the address it sees, never appending the client's", async () => {
    const config = await readFile(path.join(deploy, 'nginx', 'gateway.conf'), 'utf8');
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(config).not.toMatch(/^\s*proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for/m);
    const compose = await readFile(path.join(deploy, '..', 'docker-compose.yml'), 'utf8');
    expect(compose).toContain('TRUST_PROXY_HOPS: "1"');
    expect(compose).toMatch(/PUBLIC_URL: \$\{PUBLIC_URL:\?/);
  });
});
