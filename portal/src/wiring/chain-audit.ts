import type { ChainVerificationAnswer } from '@seerat/contracts';
import { chainDigestDirectory, chainDigestDirectoryOf, verifyChain } from '@seerat/eventstore';
import type { Config } from '@seerat/platform';
import pg from 'pg';

/**
 * Verification as the auditors' call runs it: its own two connections (the chain is read in
 * batches, one ahead), every digest published so far, and a new digest when the chain holds.
 * The chain is the PostgreSQL store's: with EventStoreDB as the log there is none to verify.
 */
export function openChainAudit(options: { config: Config; databaseUrl: string }): {
  verify: () => Promise<ChainVerificationAnswer>;
  close: () => Promise<void>;
} {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 2,
    application_name: 'chain audit',
  });
  const digests = chainDigestDirectory(chainDigestDirectoryOf(options.config));
  return {
    async verify() {
      const published = await digests.readAll();
      const result = await verifyChain(pool, { digests: published });
      const digest =
        result.firstBreak === null && result.head
          ? { ...result.head, publishedAt: new Date().toISOString() }
          : null;
      if (digest) await digests.publish(digest);
      return { ...result, digestsChecked: published.length, published: digest };
    },
    close: () => pool.end(),
  };
}
