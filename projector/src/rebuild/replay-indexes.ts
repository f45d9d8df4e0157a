import { createBoundedWorkQueue, type Logger } from '@seerat/platform';
import type { Knex } from 'knex';

/**
 * The replay writes faster without the indexes that only serve readers: every row a batch writes
 * would update each of them, and the cities' GIN index on `path` alone cost a third of the replay.
 * Unique indexes stay (upserts and the rules of the data rely on them), and so do partial ones:
 * they are small, and handlers look rows up by them (a checklist save finds the city's recorded
 * checklist through one, a city's move its sub-cities, a report's review its last status), so
 * without them each such lookup would scan every row the replay has written to that table. The
 * others are dropped after the migrations made them and built again, each in one pass, before the
 * swap. Returns their definitions.
 */
export async function dropSecondaryIndexes(knex: Knex, schema: string): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: { indexname: string; indexdef: string }[] }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
       JOIN pg_class c ON c.relname = i.indexname
       JOIN pg_index x ON x.indexrelid = c.oid
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = i.schemaname
      WHERE i.schemaname = ? AND NOT x.indisunique AND x.indpred IS NULL`,
    [schema],
  );
  for (const { indexname } of rows) await knex.raw('DROP INDEX ??.??', [schema, indexname]);
  return rows.map((row) => row.indexdef);
}

export async function recreateIndexes(knex: Knex, definitions: string[], logger: Logger): Promise<void> {
  const started = performance.now();
  await twoAtATime(definitions, (definition) =>
    knex.transaction(async (trx) => {
      // Each index is sorted in memory when it fits: far faster than spilling to disk.
      await trx.raw(`SET LOCAL maintenance_work_mem = '256MB'`);
      await trx.raw(definition);
    }),
  );
  logger.info(
    { indexes: definitions.length, seconds: (performance.now() - started) / 1000 },
    'rebuild built the indexes again',
  );
}

/**
 * The statements after the replay (index builds, ANALYZE) each keep one PostgreSQL backend busy
 * while the rest of the machine waits: two at a time, the last steps of a national rebuild took
 * 8.7 s of index builds instead of 9.9 and 1.8 s of ANALYZE instead of 3.6 (bench/RESULTS.md,
 * "Rebuild: round 5").
 */
export async function twoAtATime<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<void> {
  const queue = createBoundedWorkQueue({ concurrency: 2, maxWaiting: items.length });
  await Promise.all(items.map((item) => queue.reserve()!.run(() => work(item))));
}
