import type pg from 'pg';
import { assertSchemaName } from './migrate';
import { verifyChain } from './verify-chain';

/** One event of an export, one JSON line each, as the log holds it (hash in hex). */
export interface ExportedEvent {
  position: string;
  id: string;
  stream: string;
  revision: string;
  type: string;
  data: unknown;
  metadata: unknown;
  recordedAt: string;
  hash: string | null;
}

const BATCH = 5_000;

/**
 * The log (or the positions `from`..`to`) in position order, a batch at a time: the caller writes
 * each batch out before the next is read, so memory stays one batch whatever the log's size.
 */
export async function* exportLog(
  pool: pg.Pool,
  options: { schema?: string; from?: bigint; to?: bigint } = {},
): AsyncGenerator<ExportedEvent[]> {
  const schema = options.schema ?? 'eventstore';
  assertSchemaName(schema);
  let after = (options.from ?? 1n) - 1n;
  for (;;) {
    const { rows } = await pool.query<ExportedEvent>(
      `SELECT global_position::text AS position, event_id::text AS id, stream_name AS stream,
              stream_revision::text AS revision, event_type AS type, data, metadata,
              to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "recordedAt",
              encode(hash, 'hex') AS hash
         FROM ${schema}.events WHERE global_position > $1 AND global_position <= $2
        ORDER BY global_position LIMIT $3`,
      [after.toString(), (options.to ?? BigInt(Number.MAX_SAFE_INTEGER)).toString(), BATCH],
    );
    if (rows.length === 0) return;
    yield rows;
    after = BigInt(rows.at(-1)!.position);
  }
}

/**
 * Loads exported events into an empty PostgreSQL log, keeping their ids, positions, record times
 * and hashes (never re-chained: the hashes are the ones exported), a batch per transaction, and
 * verifies the chain as it goes: each batch is checked before the next is loaded, so a file that
 * was altered stops the import at its first broken event.
 */
export async function importLog(
  pool: pg.Pool,
  batches: AsyncIterable<ExportedEvent[]>,
  options: { schema?: string; onProgress?: (imported: number) => void } = {},
): Promise<{ imported: number }> {
  const schema = options.schema ?? 'eventstore';
  assertSchemaName(schema);
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ${schema}.events`);
  if (rows[0].n !== 0) throw new Error('The log to import into is not empty');
  let imported = 0;
  let last: { position: string; hash: string } | undefined;
  for await (const batch of batches) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO ${schema}.events
           (global_position, event_id, stream_name, stream_revision, event_type, data, metadata, recorded_at, hash)
         SELECT (e->>'position')::bigint, (e->>'id')::uuid, e->>'stream', (e->>'revision')::bigint, e->>'type',
                e->'data', e->'metadata', (e->>'recordedAt')::timestamptz, decode(e->>'hash', 'hex')
           FROM jsonb_array_elements($1::jsonb) AS e`,
        [JSON.stringify(batch)],
      );
      await client.query(
        `INSERT INTO ${schema}.streams (stream_name, revision)
         SELECT stream_name, max(stream_revision) FROM ${schema}.events
          WHERE global_position BETWEEN $1 AND $2 GROUP BY stream_name
         ON CONFLICT (stream_name) DO UPDATE SET revision = greatest(${schema}.streams.revision, excluded.revision)`,
        [batch[0]!.position, batch.at(-1)!.position],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    imported += batch.length;
    const check = await verifyChain(pool, { schema, after: last });
    if (check.firstBreak) {
      const { position, kind, reason } = check.firstBreak;
      throw new Error(`The imported log is broken at position ${position} (${kind}): ${reason}`);
    }
    last = check.head ?? last;
    options.onProgress?.(imported);
  }
  return { imported };
}
