import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createEventStore } from '@seerat/eventstore';
import { createKnex, type Logger } from '@seerat/platform';
import { portalProjection, rebuildProjection } from '@seerat/projector';
import pg from 'pg';

export interface ThroughputSummary {
  events: number;
  seconds: number;
  perSecond: number;
}

/** A full rebuild of the portal's read models from the whole log, as `rebuild-cli.ts` runs it. */
export async function measureRebuild(databaseUrl: string, logger: Logger): Promise<ThroughputSummary> {
  const knex = createKnex({ connectionString: databaseUrl, applicationName: 'bench rebuild' });
  const store = createEventStore({ databaseUrl, logger });
  try {
    const result = await rebuildProjection(
      { knex, store, projection: portalProjection, logger, schema: 'read' },
      { progressStream: process.stderr },
    );
    return { events: result.events, seconds: result.seconds, perSecond: result.eventsPerSecond };
  } finally {
    await store.close();
    await knex.destroy();
  }
}

/**
 * The rebuild's yardstick: the same rows, the whole log, read out and written into a table by
 * PostgreSQL's COPY, through a client as the rebuild is (`psql … COPY … TO STDOUT` piped into
 * `psql … COPY … FROM STDIN`). The table has the events table's columns and no index: the fastest
 * way the machine writes those rows.
 */
export async function measureCopy(databaseUrl: string): Promise<ThroughputSummary> {
  const admin = new pg.Client({ connectionString: databaseUrl, application_name: 'bench copy' });
  await admin.connect();
  try {
    await admin.query('CREATE SCHEMA IF NOT EXISTS bench_copy');
    await admin.query('DROP TABLE IF EXISTS bench_copy.events');
    await admin.query('CREATE TABLE bench_copy.events (LIKE eventstore.events)');
    const started = performance.now();
    const reader = spawn('psql', [databaseUrl, '-qAt', '-c', 'COPY eventstore.events TO STDOUT'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const writer = spawn('psql', [databaseUrl, '-qAt', '-c', 'COPY bench_copy.events FROM STDIN'], {
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    reader.stdout.pipe(writer.stdin);
    const [[readCode], [writeCode]] = await Promise.all([once(reader, 'exit'), once(writer, 'exit')]);
    const seconds = (performance.now() - started) / 1000;
    if (readCode !== 0 || writeCode !== 0)
      throw new Error(`COPY failed (psql exit codes ${readCode}, ${writeCode})`);
    const { rows } = await admin.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM bench_copy.events',
    );
    const events = Number(rows[0]!.count);
    return { events, seconds, perSecond: events / seconds };
  } finally {
    await admin.query('DROP SCHEMA IF EXISTS bench_copy CASCADE');
    await admin.end();
  }
}
