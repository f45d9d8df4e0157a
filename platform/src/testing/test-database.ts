import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh PostgreSQL database for one test file, so parallel test files never collide.
 * The server is `DATABASE_URL` (CI sets the machine's), else the embedded PostgreSQL that
 * `vitest.global-setup.ts` started for this run.
 */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export function testServerUrl(): string {
  const url = process.env.DATABASE_URL ?? process.env.TEST_EMBEDDED_DATABASE_URL;
  if (!url) throw new Error('No test PostgreSQL: set DATABASE_URL or run the tests through vitest');
  return url;
}

export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  const name = `t_${label
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()
    .slice(0, 30)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Redis for tests: `REDIS_URL`, else the machine's default port. */
export function testRedisUrl(): string {
  return process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}
