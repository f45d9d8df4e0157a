import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { seedDemoData } from '@seerat/demo-data';
import {
  checkExport,
  createPostgresEventStore,
  type ExportedEvent,
  exportLog,
  importLog,
  type PostgresEventStore,
  verifyChain,
} from '@seerat/eventstore';
import { createKnex, createSilentLogger, type Knex } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import { createProjector, portalProjection, rebuildProjection } from '@seerat/projector';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The small demo organisation, projected incrementally as the live projector does it, exported to
 * NDJSON, imported into a fresh database and rebuilt (`npm run rebuild-read-models`'s work): the
 * same events (ids, positions, hashes) and every read-model table identical, row for row. So the
 * rebuild covers every read model the projection registers (audit logs, danger zone, …) and
 * matches incremental projection.
 */
interface Portal {
  database: TestDatabase;
  knex: Knex;
  store: PostgresEventStore;
  pool: pg.Pool;
}

const opened: Portal[] = [];
let directory: string;

async function portal(label: string): Promise<Portal> {
  const database = await createTestDatabase(label);
  const opening = {
    database,
    knex: createKnex({ connectionString: database.url }),
    store: createPostgresEventStore({ connectionString: database.url, logger: createSilentLogger() }),
    pool: new pg.Pool({ connectionString: database.url, max: 3 }),
  };
  // Dropping the database at the end terminates connections the pool may still be closing.
  opening.pool.on('connect', (client) => client.on('error', () => {}));
  opened.push(opening);
  await opening.store.migrate();
  return opening;
}

/** The live projector's way: started on the log, left to catch up to its head. */
async function projectIncrementally(target: Portal): Promise<void> {
  const projector = createProjector({
    knex: target.knex,
    store: target.store,
    projection: portalProjection,
    logger: createSilentLogger(),
  });
  await projector.start();
  try {
    const head = await target.store.headPosition();
    expect(await projector.waitForPosition(head ?? 0n, { timeoutMs: 300_000 })).toBe(true);
  } finally {
    await projector.stop();
  }
}

/** Every read model the projection registers, with its checkpoint: each must reach the log's head. */
async function checkpoints(target: Portal): Promise<Record<string, string | null>> {
  const { rows } = await target.pool.query<{ name: string; position: string }>(
    'SELECT name, position::text AS position FROM read.projection_checkpoint',
  );
  const stored = new Map(rows.map((row) => [row.name, row.position]));
  return Object.fromEntries(
    portalProjection.readModels.map((readModel) => [readModel.name, stored.get(readModel.name) ?? null]),
  );
}

const rebuild = (target: Portal) =>
  rebuildProjection({
    knex: target.knex,
    store: target.store,
    projection: portalProjection,
    logger: createSilentLogger(),
    schema: 'read',
  });

/** The schema's bookkeeping, not read models: when migrations ran and checkpoints moved. */
const BOOKKEEPING = ['knex_migrations', 'knex_migrations_lock', 'projection_checkpoint'];

/** Each read-model table of a schema as one digest of its rows in a fixed order. */
async function tableDigests(target: Portal, schema: string): Promise<Record<string, string>> {
  const { rows: tables } = await target.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY 1`,
    [schema],
  );
  const digests: Record<string, string> = {};
  for (const { table_name } of tables.filter((table) => !BOOKKEEPING.includes(table.table_name))) {
    const { rows } = await target.pool.query<{ digest: string; count: string }>(
      `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest, count(*)::text AS count
         FROM ${schema}."${table_name}" t`,
    );
    digests[table_name] = `${rows[0]!.count} rows ${rows[0]!.digest}`;
  }
  return digests;
}

async function* linesOf(file: string): AsyncGenerator<ExportedEvent[]> {
  let batch: ExportedEvent[] = [];
  for await (const line of createInterface({ input: createReadStream(file, 'utf8') })) {
    batch.push(JSON.parse(line) as ExportedEvent);
    if (batch.length === 1_000) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

let source: Portal;
let target: Portal;
let file: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'log-export-'));
  file = path.join(directory, 'log.ndjson');
  source = await portal('log_export_source');
  await seedDemoData({
    store: source.store,
    knex: source.knex,
    logger: createSilentLogger(),
    scale: 'small',
    seed: 7,
  });
  await projectIncrementally(source);
  const out = createWriteStream(file);
  for await (const batch of exportLog(source.pool)) {
    if (!out.write(batch.map((event) => `${JSON.stringify(event)}\n`).join(''))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  target = await portal('log_export_target');
}, 600_000);
afterAll(async () => {
  for (const each of opened) {
    await each.store.close();
    await each.knex.destroy();
    await each.pool.end();
    await each.database.drop();
  }
  await rm(directory, { recursive: true, force: true });
});

describe('export and import of the log', () => {
  it('passes the import check: chain, published digest, and every event the contract of its type', async () => {
    const { head } = await verifyChain(source.pool, {});
    const digest = { ...head!, publishedAt: new Date().toISOString() };
    const lines = createInterface({ input: createReadStream(file, 'utf8') });
    const { events } = await checkExport(lines, [digest]);
    expect(events).toBeGreaterThan(5_000);
  });

  it('imports every event with its id, position and hash, verifying as it goes', async () => {
    const { imported } = await importLog(target.pool, linesOf(file));
    const events = (portal: Portal) =>
      portal.pool
        .query(
          `SELECT md5(string_agg(global_position || ' ' || event_id || ' ' || stream_name || ' ' || encode(hash, 'hex'),
                  ',' ORDER BY global_position)) AS digest, count(*)::int AS count FROM eventstore.events`,
        )
        .then((result) => result.rows[0]);
    const [from, to] = await Promise.all([events(source), events(target)]);
    expect(to).toEqual(from);
    expect(imported).toBe(from.count);
    expect(imported).toBeGreaterThan(5_000);
  });

  it('rebuilds into read models identical to the original, table by table', async () => {
    await rebuild(target);
    const [from, to] = await Promise.all([tableDigests(source, 'read'), tableDigests(target, 'read')]);
    expect(Object.keys(from).length).toBeGreaterThan(20);
    expect(to).toEqual(from);
    const head = String(await source.store.headPosition());
    const everyReadModelAtHead = Object.fromEntries(
      portalProjection.readModels.map(({ name }) => [name, head]),
    );
    expect(await checkpoints(source)).toEqual(everyReadModelAtHead);
    expect(await checkpoints(target)).toEqual(everyReadModelAtHead);
  }, 300_000);

  it('refuses a log that is not empty, and a file altered after export', async () => {
    await expect(importLog(target.pool, linesOf(file))).rejects.toThrow('not empty');
    const fresh = await portal('log_export_altered');
    async function* altered(): AsyncGenerator<ExportedEvent[]> {
      for await (const batch of linesOf(file)) {
        yield batch.map((event) =>
          event.position === '100' ? { ...event, data: { ...(event.data as object), forged: true } } : event,
        );
      }
    }
    await expect(importLog(fresh.pool, altered())).rejects.toThrow(/position 100 \(changed\)/);
  });
});
