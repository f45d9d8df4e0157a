import type { ChainVerificationAnswer } from '@seerat/contracts';
import { createLogger, loadConfig, readRunningDatabaseUrl } from '@seerat/platform';
import { createRebuildProgress } from '@seerat/projector';
import { openChainAudit } from './wiring/chain-audit';

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
  const databaseUrl = config.EVENTSTORE_URL
    ? undefined
    : (config.DATABASE_URL ?? (await readRunningDatabaseUrl(config.DATA_DIR)) ?? undefined);
  if (!config.EVENTSTORE_URL && !databaseUrl) {
    logger.error('Set DATABASE_URL, or start the portal on its embedded database (npm start) first');
    return 2;
  }
  const audit = openChainAudit({ config, databaseUrl });
  try {
    const progress = createRebuildProgress({
      stream: process.stderr,
      head: await audit.head(),
      label: 'verify',
    });
    const result = await audit.verify((verified) => progress.update(verified, BigInt(verified)));
    progress.finish(result.verified);
    return report(result);
  } finally {
    await audit.close();
  }
}

/** Prints the outcome (the audit has published the head of a chain that holds). */
function report(result: ChainVerificationAnswer): number {
  if (result.firstBreak) {
    const { position, kind, reason } = result.firstBreak;
    process.stdout.write(`BROKEN at position ${position} (${kind}): ${reason}\n`);
    return 1;
  }
  process.stdout.write(
    `OK: ${result.verified.toLocaleString('en-US')} events chain to ${result.head?.hash ?? 'nothing'}, checked against ${result.digestsChecked} published digests\n`,
  );
  return 0;
}

process.exitCode = await main();
