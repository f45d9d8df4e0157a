import { EventStoreDBClient } from '@eventstore/db-client';
import { createSilentLogger } from '@seerat/platform';
import { createTestDatabase } from '@seerat/platform/testing';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { chainOf } from '../src/eventstoredb/chain';
import {
  createEventStoreDbEventStore,
  importLogToEventStoreDb,
  verifyEventStoreDbChain,
} from '../src/eventstoredb/index';
import { headPosition } from '../src/eventstoredb/read';
import { createPostgresEventStore, exportLog, verifyChain } from '../src/index';
import { newEvent, newEvents, uniqueStreamName } from './contract/fixtures';
import { describeEventStoreContract } from './event-store-contract';

const url = process.env.EVENTSTORE_URL;
if (!url) {
  console.warn(
    'EventStoreDB contract suite skipped: EVENTSTORE_URL is not set (e.g. esdb://127.0.0.1:2113?tls=false)',
  );
}

/**
 * The hash chain in EventStoreDB (see src/eventstoredb/chain.ts). The import runs first, while a
 * fresh server's `$all` is still empty; on a server others use it reports itself skipped.
 */
describe.skipIf(!url)('EventStoreDB hash chain (runs when EVENTSTORE_URL is set)', () => {
  it('imports an exported Postgres log with its hashes, and the chain verifies', async (context) => {
    const client = EventStoreDBClient.connectionString(url!);
    const empty = (await headPosition(client)) === null;
    if (!empty) {
      await client.dispose();
      context.skip('the EventStoreDB server already holds events; an import needs an empty log');
    }
    const database = await createTestDatabase('eventstore_esdb_import');
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const source = createPostgresEventStore({ connectionString: database.url, logger: createSilentLogger() });
    try {
      for (let index = 0; index < 12; index++)
        await source.append(`thing-${index % 4}`, [newEvent({ index, name: 'لاہور', n: 1.5e-7 })], 'any');
      const exported = await verifyChain(pool, {});
      const imported = await importLogToEventStoreDb(client, exportLog(pool));
      expect(imported.imported).toBe(12);
      const verified = await verifyEventStoreDbChain(client);
      expect(verified.firstBreak).toBeNull();
      expect(verified.head).toEqual(exported.head);
      // Appends after the import extend the same chain.
      const store = createEventStoreDbEventStore({ connectionString: url! });
      await store.append('thing-0', [newEvent()], 2n);
      await store.close();
      expect(await verifyEventStoreDbChain(client)).toMatchObject({ verified: 13, firstBreak: null });
    } finally {
      await source.close();
      await client.dispose();
      await pool.end();
      await database.drop();
    }
  });

  it('carries each link in the metadata, hides it from readers, and verifies $all', async () => {
    const store = createEventStoreDbEventStore({ connectionString: url! });
    const stream = uniqueStreamName('chain');
    try {
      await store.append(stream, newEvents(2), 'no_stream');
      await store.append(stream, newEvents(3), 1n);
      await Promise.all([
        store.append(stream, newEvents(1), 'any'),
        store.append(stream, newEvents(2), 'any'),
      ]);
      const read = await store.readStream(stream);
      expect(read).toHaveLength(8);
      expect(read.every((event) => !('chain' in (event.metadata as object)))).toBe(true);

      const client = EventStoreDBClient.connectionString(url!);
      const links = [];
      for await (const resolved of client.readStream(stream)) links.push(chainOf(resolved.event?.metadata));
      const positions = links.map((link) => link!.position);
      expect(positions.slice(1).every((position, index) => position > positions[index]!)).toBe(true);

      const verified = await verifyEventStoreDbChain(client);
      await client.dispose();
      expect(verified.firstBreak).toBeNull();
      expect(BigInt(verified.head!.position)).toBeGreaterThanOrEqual(positions.at(-1)!);
    } finally {
      await store.close();
    }
  });
});

describe.skipIf(!url)('EventStoreDB (runs when EVENTSTORE_URL is set)', () => {
  describeEventStoreContract('EventStoreDB event store', async () =>
    createEventStoreDbEventStore({ connectionString: url! }),
  );
});
