import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh PostgreSQL database for one test file, so parallel test files never collide.
 * The server is `DATABASE_URL` (CI sets the machine's), else the embedded PostgreSQL that
 * `vitest.global-setup.ts` started for this run.
 */
export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export function testServerUrl(): string {
  const url = process.env.DATABASE_URL ?? process.env.TEST_EMBEDDED_DATABASE_URL;
  if (!url) throw new Error('No test PostgreSQL: set DATABASE_URL or run the tests through vitest');
  return url;
}

/**
 * `template`: a copy of that database (tables, rows, sequences), made in a second instead of
 * rebuilding data many files need; nobody may be connected to the template meanwhile.
 */
export async function createTestDatabase(
  label = 'test',
  options: { template?: string } = {},
): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  const name = `t_${label
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()
    .slice(0, 30)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, async (client) => {
    if (!options.template) return client.query(`CREATE DATABASE "${name}"`);
    await closedConnections(client, options.template);
    return client.query(`CREATE DATABASE "${name}" TEMPLATE "${options.template}"`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await withAdminClient(serverUrl, async (client) => {
        await closedConnections(client, name);
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
    },
  };
}

/** The longest a drop waits for the test's own connections to close before forcing them. */
const CLOSING_WAIT_MS = 1000;

/**
 * Waits, briefly, until no connection to `name` is left. A pool's `end()` resolves before its
 * sockets have closed; ended by `FORCE` meanwhile, such a connection answers its closing client with
 * an error no listener is left for, an unhandled error that fails the whole run (seen in CI with the
 * hash-chain test). Connections a test leaked are forced after the wait.
 */
async function closedConnections(client: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + CLOSING_WAIT_MS;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ open: number }>(
      'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
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
