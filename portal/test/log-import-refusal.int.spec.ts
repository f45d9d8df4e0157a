import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zoneFieldsSchema, zoneStreamName } from '@seerat/contracts';
import {
  chainDigestDirectory,
  createPostgresEventStore,
  type EventToAppend,
  exportLog,
  type PostgresEventStore,
  verifyChain,
} from '@seerat/eventstore';
import { createSilentLogger } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run import` itself, on a file whose chain is whole and vouched for but whose third event
 * breaks its contract: the refusal names the line, and the target database is left untouched.
 */
let source: TestDatabase;
let target: TestDatabase;
let store: PostgresEventStore;
let pool: pg.Pool;
let directory: string;

const metadata = {
  userId: 1,
  username: 'admin',
  correlationId: 'import-test',
  occurredAt: '2025-01-01T00:00:00Z',
};
const event = (type: string, data: unknown): EventToAppend => ({ id: randomUUID(), type, data, metadata });
const zone = (zoneId: number) =>
  event('ZoneCreated', {
    zoneId,
    fields: zoneFieldsSchema.parse({ name: `Zone ${zoneId}`, masool: 'Bilal' }),
  });

beforeAll(async () => {
  [source, target] = await Promise.all([
    createTestDatabase('log_import_refusal_source'),
    createTestDatabase('log_import_refusal_target'),
  ]);
  directory = await mkdtemp(path.join(tmpdir(), 'log-import-refusal-'));
  store = createPostgresEventStore({ connectionString: source.url, logger: createSilentLogger() });
  await store.migrate();
  const broken = event('ZoneCreated', {
    zoneId: 3,
    fields: { name: 'Zone 3', masool: 'Bilal', libraryCount: -4 },
  });
  for (const [index, each] of [zone(1), zone(2), broken, zone(4)].entries()) {
    await store.append(zoneStreamName(index + 1), [each], 'no_stream');
  }
  pool = new pg.Pool({ connectionString: source.url, max: 2 });
  const lines: string[] = [];
  for await (const batch of exportLog(pool)) lines.push(...batch.map((each) => JSON.stringify(each)));
  await writeFile(path.join(directory, 'log.ndjson'), `${lines.join('\n')}\n`);
  const { head } = await verifyChain(pool, {});
  await chainDigestDirectory(directory).publish({ ...head!, publishedAt: new Date().toISOString() });
});
afterAll(async () => {
  await store?.close();
  await pool?.end();
  await Promise.all([source?.drop(), target?.drop()]);
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe('npm run import of a file that breaks a contract', () => {
  it('refuses it, naming the line, and writes nothing', async () => {
    const { EVENTSTORE_URL: _elsewhere, ...env } = process.env;
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'portal/src/log-transfer-cli.ts',
        'import',
        '--in',
        path.join(directory, 'log.ndjson'),
      ],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...env, DATABASE_URL: target.url, CHAIN_DIGEST_DIR: directory, DATA_DIR: directory },
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toContain(
      'Nothing imported. Line 3: the ZoneCreated event breaks its contract: data.fields.libraryCount: ',
    );
    expect(run.status).toBe(1);
    const written = new pg.Client({ connectionString: target.url });
    await written.connect();
    try {
      const { rows } = await written.query("SELECT to_regclass('eventstore.events') AS events");
      expect(rows[0].events).toBeNull();
    } finally {
      await written.end();
    }
  }, 60_000);
});
