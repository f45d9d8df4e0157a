import type { ChainVerificationAnswer } from '@seerat/contracts';
import {
  chainDigestDirectory,
  chainDigestDirectoryOf,
  connectEventStoreDb,
  verifyChain,
  verifyEventStoreDbChain,
} from '@seerat/eventstore';
import type { Config } from '@seerat/platform';
import pg from 'pg';

/**
 * Verification as the auditors' call runs it: every digest published so far, and a new digest
 * when the chain holds. The chain is the log's: the PostgreSQL store's (its own two connections,
 * one range query on each) or, with EVENTSTORE_URL, the links EventStoreDB's events carry.
 */
export function openChainAudit(options: { config: Config; databaseUrl: string }): {
  verify: () => Promise<ChainVerificationAnswer>;
  close: () => Promise<void>;
} {
  const { EVENTSTORE_URL } = options.config;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 2,
    application_name: 'chain audit',
  });
  const client = EVENTSTORE_URL ? connectEventStoreDb(EVENTSTORE_URL) : null;
  const digests = chainDigestDirectory(chainDigestDirectoryOf(options.config));
  return {
    async verify() {
      const published = await digests.readAll();
      const result = client
        ? await verifyEventStoreDbChain(client, { digests: published })
        : await verifyChain(pool, { digests: published });
      const digest =
        result.firstBreak === null && result.head
          ? { ...result.head, publishedAt: new Date().toISOString() }
          : null;
      if (digest) await digests.publish(digest);
      return { ...result, digestsChecked: published.length, published: digest };
    },
    async close() {
      await client?.dispose();
      await pool.end();
    },
  };
}
