import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSilentLogger, loadConfig } from '@seerat/platform';
import { createTestDatabase } from '@seerat/platform/testing';
import { startPortal } from '@seerat/portal';

/** The first administrator of every test portal. */
export const ADMIN = { username: 'admin', password: 'admin-password-1' };

export interface TestPortal {
  /** `http://localhost:<port>`, the origin the browser opens. */
  url: string;
  /** The first administrator's password: `ADMIN.password`, or the one generated and announced. */
  adminPassword: string;
  close(): Promise<void>;
}

/**
 * The whole portal as `npm start` runs it, web app included, on a fresh database and DATA_DIR
 * and a free port. Without REDIS_URL its jobs run in-process, so nothing outside it is shared.
 */
export async function startTestPortal(options: {
  webDistDir: string;
  /** Without ADMIN_PASSWORD, as a first `npm start`: the administrator gets a generated password. */
  generatedAdminPassword?: boolean;
  /** A copy of this database instead of an empty one. */
  template?: string;
}): Promise<TestPortal> {
  const database = await createTestDatabase('e2e', { template: options.template });
  try {
    const portal = await startPortalOn(database.url, options);
    return {
      ...portal,
      close: async () => {
        await portal.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** The portal on `databaseUrl` with a DATA_DIR of its own, removed when it closes. */
export async function startPortalOn(
  databaseUrl: string,
  options: { webDistDir: string; generatedAdminPassword?: boolean; demoData?: 'small' },
): Promise<TestPortal> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  let announced = '';
  try {
    const portal = await startPortal({
      config: loadConfig({
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: options.generatedAdminPassword ? '' : ADMIN.password,
        ...(options.demoData && { DEMO_DATA: options.demoData }),
      }),
      logger: createSilentLogger(),
      webDistDir: options.webDistDir,
      announce: (text) => {
        announced += text;
      },
    });
    return {
      url: portal.url,
      adminPassword: /password: (\S+)/.exec(announced)?.[1] ?? ADMIN.password,
      close: async () => {
        await portal.stop();
        await removeData();
      },
    };
  } catch (error) {
    await removeData();
    throw error;
  }
}
