import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSilentLogger } from '@seerat/platform';
import { startEmbeddedPostgres } from './platform/src/data-dir/embedded-postgres';

/**
 * Tests use the PostgreSQL server of `DATABASE_URL` (CI sets the machine's). Without one, this
 * starts an embedded PostgreSQL for the run; each test file then creates its own database on it.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'seerat-test-pg-'));
  const postgres = await startEmbeddedPostgres({ dataDir, logger: createSilentLogger() });
  process.env.TEST_EMBEDDED_DATABASE_URL = postgres.url;
  console.warn(`DATABASE_URL is not set: tests run on an embedded PostgreSQL in ${dataDir}`);
  return async () => {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
