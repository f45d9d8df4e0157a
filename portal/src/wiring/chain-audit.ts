import type { ChainVerificationAnswer } from '@seerat/contracts';
import { chainDigestDirectory, chainDigestDirectoryOf, verifyChain } from '@seerat/eventstore';
import type { Config } from '@seerat/platform';
import pg from 'pg';

export interface ChainAudit {
  /** The log's last position, for a progress bar; `null` when empty or not known ahead. */
  head(): Promise<bigint | null>;
  /** Verifies against every digest published so far; publishes a new digest when the chain holds. */
  verify(onProgress?: (verified: number) => void): Promise<ChainVerificationAnswer>;
  close(): Promise<void>;
}

/**
 * Verification as the auditors' call, the digest job and `npm run verify` run it. The chain is the
 * log's: the PostgreSQL store's (its own two connections, one range query on each) or, with
 * EVENTSTORE_URL, the links EventStoreDB's events carry.
 */
export function openChainAudit(options: { config: Config; databaseUrl?: string }): ChainAudit {
  const { EVENTSTORE_URL } = options.config;
  const digests = chainDigestDirectory(chainDigestDirectoryOf(options.config));
  if (!EVENTSTORE_URL && !options.databaseUrl)
    throw new Error('The chain audit needs the event store database');
  // Loaded on the first verification, not at start: the services that hold a chain audit need
  // EventStoreDB's gRPC client only when it is the configured store.
  const eventStoreDb = EVENTSTORE_URL ? connectOnFirstUse(EVENTSTORE_URL) : null;
  const pool = eventStoreDb
    ? null
    : new pg.Pool({ connectionString: options.databaseUrl, max: 2, application_name: 'chain audit' });
  return {
    async head() {
      if (!pool) return null;
      const { rows } = await pool.query<{ head: string | null }>(
        'SELECT max(global_position)::text AS head FROM eventstore.events',
      );
      return rows[0]?.head ? BigInt(rows[0].head) : null;
    },
    async verify(onProgress) {
      const published = await digests.readAll();
      const result = pool
        ? await verifyChain(pool, { digests: published, onProgress })
        : await eventStoreDb!.verify({ digests: published, onProgress });
      const digest =
        result.firstBreak === null && result.head
          ? { ...result.head, publishedAt: new Date().toISOString() }
          : null;
      if (digest) await digests.publish(digest);
      return { ...result, digestsChecked: published.length, published: digest };
    },
    async close() {
      await eventStoreDb?.dispose();
      await pool?.end();
    },
  };
}

type EventStoreDb = typeof import('@seerat/eventstore/eventstoredb');
type EventStoreDbClient = ReturnType<EventStoreDb['connectEventStoreDb']>;
type ChainOptions = Parameters<EventStoreDb['verifyEventStoreDbChain']>[1];

function connectOnFirstUse(url: string) {
  let connected: Promise<{ eventStoreDb: EventStoreDb; client: EventStoreDbClient }> | null = null;
  const connect = () => {
    connected ??= import('@seerat/eventstore/eventstoredb').then((eventStoreDb) => ({
      eventStoreDb,
      client: eventStoreDb.connectEventStoreDb(url),
    }));
    return connected;
  };
  return {
    async verify(options: ChainOptions) {
      const { eventStoreDb, client } = await connect();
      return eventStoreDb.verifyEventStoreDbChain(client, options);
    },
    async dispose() {
      if (connected) await (await connected).client.dispose();
    },
  };
}
