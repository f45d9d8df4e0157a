import pg from 'pg';
import { type Session, send } from './http-client';
import { type LatencySummary, summarise } from './latency';

/** A benchmark client: a city masool's session and the city they keep up to date. */
export interface CityWriter {
  session: Session;
  cityId: number;
  name: string;
}

/**
 * Commands through the command API from `clients` concurrent clients, each a city masool filing
 * karguzari reports for their own city back to back (`PUT /api/cities/{id}`), for `seconds`.
 * The whole write path: session, read-your-writes wait, permission checks, the city's stream read
 * and folded, the decider, the append.
 */
export async function measureCommands(options: {
  commandApiUrl: string;
  writers: CityWriter[];
  clients: number;
  seconds: number;
}): Promise<LatencySummary> {
  const { commandApiUrl, clients, seconds } = options;
  if (options.writers.length < clients) throw new Error(`${clients} clients need as many city masools`);
  const latencies: number[] = [];
  let errors = 0;
  const failures = new Map<string, number>();
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    options.writers.slice(0, clients).map(async (writer) => {
      for (let report = 1; performance.now() < deadline; report++) {
        const answer = await send(`${commandApiUrl}/api/cities/${writer.cityId}`, {
          method: 'PUT',
          session: writer.session,
          body: { karguzari: `Benchmark report ${report} for ${writer.name}`, changeReason: 'Weekly report' },
        });
        if (answer.status === 200) latencies.push(answer.milliseconds);
        else {
          errors++;
          const reason = `${answer.status} ${JSON.stringify(answer.body)}`;
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        }
      }
    }),
  );
  // A failed command is a finding, not noise: say why on the console.
  for (const [reason, count] of failures) process.stderr.write(`commands failed ${count}× with ${reason}\n`);
  return summarise(latencies, seconds, errors);
}

/**
 * The raw limit beside the commands: the same event rows inserted with plain SQL, one row per
 * INSERT in autocommit as each command appends one event, from as many concurrent clients through
 * as many connections as the command API's event store pool has (10), into a table shaped like the
 * event store's (same columns, keys and indexes) but without its append function and its lock.
 */
const STORE_POOL_SIZE = 10;

export async function measureRawInserts(options: {
  databaseUrl: string;
  clients: number;
  seconds: number;
}): Promise<LatencySummary> {
  const { databaseUrl, clients, seconds } = options;
  const admin = new pg.Client({ connectionString: databaseUrl, application_name: 'bench raw' });
  await admin.connect();
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    application_name: 'bench raw',
    max: Math.min(clients, STORE_POOL_SIZE),
  });
  try {
    await admin.query('CREATE SCHEMA IF NOT EXISTS bench_raw');
    await admin.query('DROP TABLE IF EXISTS bench_raw.events');
    await admin.query('CREATE TABLE bench_raw.events (LIKE eventstore.events INCLUDING ALL)');
    const { rows } = await admin.query<{
      stream_name: string;
      event_type: string;
      data: unknown;
      metadata: unknown;
    }>(
      `SELECT stream_name, event_type, data, metadata FROM eventstore.events
        WHERE event_type = 'CityUpdated' ORDER BY global_position DESC LIMIT 500`,
    );
    const latencies: number[] = [];
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async (_, index) => {
        for (let count = 0; performance.now() < deadline; count++) {
          const row = rows[count % rows.length]!;
          const started = performance.now();
          await pool.query({
            name: 'raw-insert',
            text: `INSERT INTO bench_raw.events
                     (global_position, event_id, stream_name, stream_revision, event_type, data, metadata, recorded_at)
                   VALUES ($1, gen_random_uuid(), $2, $3, $4, $5, $6, now())`,
            values: [
              index * 1_000_000_000 + count + 1,
              `${row.stream_name}-raw-${index}`,
              count,
              row.event_type,
              row.data,
              row.metadata,
            ],
          });
          latencies.push(performance.now() - started);
        }
      }),
    );
    return summarise(latencies, seconds);
  } finally {
    await pool.end();
    await admin.query('DROP SCHEMA IF EXISTS bench_raw CASCADE');
    await admin.end();
  }
}
