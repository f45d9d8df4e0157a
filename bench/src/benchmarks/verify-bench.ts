import { verifyChain } from '@seerat/eventstore';
import pg from 'pg';
import type { ThroughputSummary } from './rebuild-bench';

const BATCH = 20_000;

/** `npm run verify`'s work: the whole log's hash chain recomputed, as `verifyChain` does it. */
export async function measureVerify(databaseUrl: string): Promise<ThroughputSummary & { ok: boolean }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'bench verify' });
  try {
    const started = performance.now();
    const result = await verifyChain(pool, {});
    const seconds = (performance.now() - started) / 1000;
    return {
      events: result.verified,
      seconds,
      perSecond: result.verified / seconds,
      ok: result.firstBreak === null,
    };
  } finally {
    await pool.end();
  }
}

/**
 * Verification's yardstick: the same log read alone, every column of every event in position
 * order, in the same batches, nothing computed.
 */
export async function measureLogRead(databaseUrl: string): Promise<ThroughputSummary> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench log read' });
  await client.connect();
  try {
    const started = performance.now();
    let after = '0';
    let events = 0;
    for (;;) {
      const { rows } = await client.query<[string]>({
        text: `SELECT global_position::text AS position, event_id, stream_name, stream_revision, event_type,
                      data, metadata, hash
                 FROM eventstore.events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
        values: [after, BATCH],
        rowMode: 'array',
      });
      if (rows.length === 0) break;
      events += rows.length;
      after = rows.at(-1)![0];
    }
    const seconds = (performance.now() - started) / 1000;
    return { events, seconds, perSecond: events / seconds };
  } finally {
    await client.end();
  }
}
