import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSilentLogger, loadConfig } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import { type RunningPortal, type StartPortalOptions, startPortal } from '../src/start-portal';

export const ADMIN = { username: 'admin', password: 'admin-password-1' };

export interface TestPortal {
  portal: RunningPortal;
  url: string;
  databaseUrl: string;
  /** A browser-like client: keeps its own session cookie. */
  client(): PortalClient;
  close(): Promise<void>;
}

/** The whole portal on a fresh database and DATA_DIR, on a free port, without the web build. */
export async function startTestPortal(
  label: string,
  env: Record<string, string> = {},
  options: Partial<Pick<StartPortalOptions, 'readYourWritesTimeoutMs' | 'clock' | 'announce'>> = {},
): Promise<TestPortal> {
  const db: TestDatabase = await createTestDatabase(label);
  const dataDir = await mkdtemp(path.join(tmpdir(), `portal-${label}-`));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
  const portal = await startPortal({
    config,
    logger: createSilentLogger(),
    webDistDir: null,
    // A job firing at the top of the hour would change what a test reads; tests run them.
    scheduleJobs: false,
    ...options,
    announce: options.announce ?? (() => {}),
  });
  return {
    portal,
    url: portal.url,
    databaseUrl: db.url,
    client: () => new PortalClient(portal.url),
    close: async () => {
      await portal.stop();
      await rm(dataDir, { recursive: true, force: true });
      await db.drop();
    },
  };
}

export class PortalClient {
  private cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    route: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${route}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size > 0
          ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
          : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return this.keepCookies(response);
  }

  /**
   * Keeps the cookies an answer sets, as a browser does (the session's, and the written position
   * both APIs wait for): for answers to requests sent without `request` (multipart uploads).
   */
  keepCookies(response: Response): Response {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = pair!.split('=');
      if (!value || header.includes('expires=Thu, 01 Jan 1970')) this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
    return response;
  }

  get = (route: string) => this.request('GET', route);
  post = (route: string, body: unknown = {}) => this.request('POST', route, body);
  put = (route: string, body: unknown = {}) => this.request('PUT', route, body);
  delete = (route: string) => this.request('DELETE', route);

  async signIn(username: string, password: string): Promise<Response> {
    return this.post('/api/login', { username, password });
  }

  /** The raw cookie header this client sends: tests replay it after sign-out. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
