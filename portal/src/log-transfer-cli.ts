import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import {
  chainDigestDirectory,
  chainDigestDirectoryOf,
  checkExport,
  createPostgresEventStore,
  type ExportedEvent,
  exportLog,
  importLog,
} from '@seerat/eventstore';
import { connectEventStoreDb, importLogToEventStoreDb } from '@seerat/eventstore/eventstoredb';
import { type Config, createSilentLogger, loadConfig, readRunningDatabaseUrl } from '@seerat/platform';
import { createRebuildProgress } from '@seerat/projector';
import pg from 'pg';

/**
 * `npm run export -- [--from N] [--to N] [--out file]`: the event log (or a range of positions) as
 * NDJSON, one event a line with its id, position, record time and hash, a batch at a time (constant
 * memory), with a progress bar on stderr. `npm run import -- --in file`: loads such a file into an
 * empty log, keeping ids, the order of positions and hashes, verifying the chain as it goes: the
 * EventStoreDB of EVENTSTORE_URL when set (hashes in each event's metadata), else the PostgreSQL
 * log of DATABASE_URL (before the portal's first start); then `npm run rebuild-read-models` builds
 * the read models. Before anything is written the whole file is checked (`checkExport`): every
 * line an event, the chain unbroken, and its head agreeing with a digest published in
 * CHAIN_DIGEST_DIR (copy the source portal's `chain-digests.ndjson` there), and every event keeping
 * the contract of its type; a refusal names the line.
 */
async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      out: { type: 'string' },
      in: { type: 'string' },
    },
  });
  const config = loadConfig();
  if (command === 'import' && values.in) {
    const refused = await refusalOf(config, values.in);
    if (refused) {
      process.stderr.write(`Nothing imported. ${refused}\n`);
      return 1;
    }
  }
  if (command === 'import' && values.in && config.EVENTSTORE_URL) {
    const client = connectEventStoreDb(config.EVENTSTORE_URL);
    const progress = createRebuildProgress({ stream: process.stderr, head: null, label: 'import' });
    try {
      const { imported } = await importLogToEventStoreDb(client, batchesOf(values.in), {
        onProgress: (count) => progress.update(count, null),
      });
      progress.finish(imported);
      return 0;
    } catch (error) {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    } finally {
      await client.dispose();
    }
  }
  const databaseUrl = config.DATABASE_URL ?? (await readRunningDatabaseUrl(config.DATA_DIR));
  if (!databaseUrl) {
    process.stderr.write(
      'Set DATABASE_URL, or start the portal on its embedded database (npm start) first\n',
    );
    return 2;
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3, application_name: `log ${command}` });
  try {
    if (command === 'export') {
      const out: Writable = values.out ? createWriteStream(values.out) : process.stdout;
      const head = await pool.query<{ head: string | null }>(
        'SELECT max(global_position)::text AS head FROM eventstore.events',
      );
      const progress = createRebuildProgress({
        stream: process.stderr,
        head: head.rows[0]?.head ? BigInt(head.rows[0].head) : null,
        label: 'export',
      });
      let done = 0;
      const range = {
        from: values.from ? BigInt(values.from) : undefined,
        to: values.to ? BigInt(values.to) : undefined,
      };
      for await (const batch of exportLog(pool, range)) {
        // Waits for the file to take each batch: memory stays one batch.
        if (!out.write(batch.map((event) => `${JSON.stringify(event)}\n`).join(''))) await once(out, 'drain');
        done += batch.length;
        progress.update(done, BigInt(batch.at(-1)!.position));
      }
      progress.finish(done);
      if (out !== process.stdout) {
        out.end();
        await once(out, 'finish');
      }
      return 0;
    }
    if (command === 'import' && values.in) {
      const store = createPostgresEventStore({ connectionString: databaseUrl, logger: createSilentLogger() });
      await store.migrate();
      await store.close();
      const progress = createRebuildProgress({ stream: process.stderr, head: null, label: 'import' });
      const { imported } = await importLog(pool, batchesOf(values.in), {
        onProgress: (count) => progress.update(count, null),
      });
      progress.finish(imported);
      return 0;
    }
    process.stderr.write(
      'Usage: npm run export -- [--from N] [--to N] [--out file] | npm run import -- --in file\n',
    );
    return 2;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await pool.end();
  }
}

/** Why the file may not be imported, or null: the whole file read once, nothing written. */
async function refusalOf(config: Config, file: string): Promise<string | null> {
  const digests = await chainDigestDirectory(chainDigestDirectoryOf(config)).readAll();
  try {
    await checkExport(linesOf(file), digests);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function linesOf(file: string): AsyncIterable<string> {
  return createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Number.POSITIVE_INFINITY });
}

/** The file's events, 5,000 lines at a time. */
async function* batchesOf(file: string): AsyncGenerator<ExportedEvent[]> {
  let batch: ExportedEvent[] = [];
  for await (const line of linesOf(file)) {
    if (line.trim() === '') continue;
    batch.push(JSON.parse(line) as ExportedEvent);
    if (batch.length === 5_000) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

process.exitCode = await main();
