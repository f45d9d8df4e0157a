import {
  type ChainDigestStore,
  type ChainVerification,
  chainDigestDirectory,
  chainDigestDirectoryOf,
  connectEventStoreDb,
  verifyChain,
  verifyEventStoreDbChain,
} from '@seerat/eventstore';
import { createLogger, loadConfig, readRunningDatabaseUrl } from '@seerat/platform';
import { createRebuildProgress } from '@seerat/projector';
import pg from 'pg';

/**
 * `npm run verify`: recomputes the event log's SHA-256 chain with a progress bar, checks it against
 * every digest published so far, and publishes the new head as a digest (position, hash, time) to
 * CHAIN_DIGEST_DIR (default DATA_DIR/chain-digests). On DATABASE_URL, or else the embedded
 * database of the `npm start` running on DATA_DIR. Exits 1 naming the first broken position and
 * why, 0 when the chain holds. With EVENTSTORE_URL set, the chain EventStoreDB's events carry in
 * their metadata, read from `$all`.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'verify' });
  const digests = chainDigestDirectory(chainDigestDirectoryOf(config));
  if (config.EVENTSTORE_URL) {
    const client = connectEventStoreDb(config.EVENTSTORE_URL);
    const progress = createRebuildProgress({ stream: process.stderr, head: null, label: 'verify' });
    try {
      const published = await digests.readAll();
      const result = await verifyEventStoreDbChain(client, {
        digests: published,
        onProgress: (verified) => progress.update(verified, null),
      });
      progress.finish(result.verified);
      return await report(result, published.length, digests);
    } finally {
      await client.dispose();
    }
  }
  const databaseUrl = config.DATABASE_URL ?? (await readRunningDatabaseUrl(config.DATA_DIR));
  if (!databaseUrl) {
    logger.error('Set DATABASE_URL, or start the portal on its embedded database (npm start) first');
    return 2;
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'verify' });
  try {
    const head = await pool.query<{ head: string | null }>(
      'SELECT max(global_position)::text AS head FROM eventstore.events',
    );
    const progress = createRebuildProgress({
      stream: process.stderr,
      head: head.rows[0]?.head ? BigInt(head.rows[0].head) : null,
      label: 'verify',
    });
    const published = await digests.readAll();
    const result = await verifyChain(pool, {
      digests: published,
      onProgress: (verified) => progress.update(verified, BigInt(verified)),
    });
    progress.finish(result.verified);
    return await report(result, published.length, digests);
  } finally {
    await pool.end();
  }
}

/** Prints the outcome; a chain that holds publishes its head as a new digest. */
async function report(
  result: ChainVerification,
  checkedAgainst: number,
  digests: ChainDigestStore,
): Promise<number> {
  if (result.firstBreak) {
    const { position, kind, reason } = result.firstBreak;
    process.stdout.write(`BROKEN at position ${position} (${kind}): ${reason}\n`);
    return 1;
  }
  if (result.head) await digests.publish({ ...result.head, publishedAt: new Date().toISOString() });
  process.stdout.write(
    `OK: ${result.verified.toLocaleString('en-US')} events chain to ${result.head?.hash ?? 'nothing'}, checked against ${checkedAgainst} published digests\n`,
  );
  return 0;
}

process.exitCode = await main();
