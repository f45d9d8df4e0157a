import type { DemoScaleName } from '@seerat/demo-data';
import { type SeedSummary, seedDemoData } from '@seerat/demo-data';
import { createEventStore } from '@seerat/eventstore';
import { createKnex, type Logger } from '@seerat/platform';
import type { BenchServer } from './databases';

/**
 * The data set a run measures on. `national` takes long to generate, so it is kept in its own
 * database, marked complete, and copied (as a template) for each run; `small` is generated afresh
 * for every quick run. Bump `DATA_SET_VERSION` when the generator's output changes: the kept
 * national data set is then generated again.
 */
export const DATA_SET_VERSION = 5;
const SEED = 1;

export interface DataSet {
  /** The database the run may change: a fresh copy of the data set. */
  database: string;
  summary: SeedSummary;
}

export async function prepareDataSet(options: {
  server: BenchServer;
  scale: DemoScaleName;
  logger: Logger;
}): Promise<DataSet> {
  const { server, scale, logger } = options;
  // One database per run, so that two runs on one server (two engineers, say) never share one.
  const run = `seerat_bench_run_${process.pid}`;
  if (scale === 'small') {
    const summary = await generate(server, run, scale, logger);
    return { database: run, summary };
  }
  const kept = `seerat_bench_${scale}_v${DATA_SET_VERSION}`;
  // A second run started meanwhile waits for the first one's generation instead of starting over.
  const summary = await server.exclusively(kept, async () => {
    const marked = (await server.exists(kept)) ? await readMarker(server, kept) : null;
    if (marked) return marked;
    logger.info({ database: kept }, `generating the ${scale} data set (once; it is kept for later runs)`);
    return generate(server, kept, scale, logger);
  });
  await server.create(run, { template: kept });
  return { database: run, summary };
}

/**
 * Seeds a new database. Its commits skip the wait for the WAL flush meanwhile (a crash would mean
 * starting over anyway); the setting is reset before anything is measured on it.
 */
async function generate(server: BenchServer, database: string, scale: DemoScaleName, logger: Logger) {
  await server.create(database);
  await server.configure(database, { synchronous_commit: 'off' });
  const url = server.urlOf(database);
  const knex = createKnex({ connectionString: url, applicationName: 'bench seed' });
  const store = createEventStore({ databaseUrl: url, logger });
  try {
    const summary = await seedDemoData({
      store,
      knex,
      logger,
      scale,
      seed: SEED,
      concurrency: 16,
      progressStream: process.stderr,
    });
    await knex.raw('CREATE SCHEMA bench');
    await knex.raw('CREATE TABLE bench.data_set (version integer NOT NULL, summary jsonb NOT NULL)');
    await knex.raw('INSERT INTO bench.data_set VALUES (?, ?::jsonb)', [
      DATA_SET_VERSION,
      JSON.stringify(summary),
    ]);
    return summary;
  } finally {
    await store.close();
    await knex.destroy();
    await server.configure(database, { synchronous_commit: null });
  }
}

async function readMarker(server: BenchServer, database: string): Promise<SeedSummary | null> {
  const knex = createKnex({ connectionString: server.urlOf(database), applicationName: 'bench' });
  try {
    const { rows } = await knex.raw<{ rows: { summary: SeedSummary }[] }>(
      `SELECT summary FROM bench.data_set WHERE version = ?`,
      [DATA_SET_VERSION],
    );
    return rows[0]?.summary ?? null;
  } catch {
    // No marker table: an interrupted generation.
    return null;
  } finally {
    await knex.destroy();
  }
}
