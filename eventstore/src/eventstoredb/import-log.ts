import type { EventStoreDBClient } from '@eventstore/db-client';
import type { EventMetadata } from '@seerat/contracts';
import { chainLink, contentDigest } from '../chain-link';
import type { EventToAppend } from '../event-store';
import type { ExportedEvent } from '../postgres/log-transfer';
import { appendToStream } from './append';
import { type ChainHead, withChain } from './chain';
import { headPosition } from './read';

/**
 * `importLog` for EventStoreDB: loads an export into an empty `$all`, keeping ids, stream
 * revisions, the order of positions and the hashes (each event's metadata carries its exported
 * position and hash as its chain link, see chain.ts, so appends after the import extend the same
 * chain). Every event's link is checked before it is appended: an altered file stops at its
 * first broken event with nothing after it written. The server stamps its own record times.
 */
export async function importLogToEventStoreDb(
  client: EventStoreDBClient,
  batches: AsyncIterable<ExportedEvent[]>,
  options: { onProgress?: (imported: number) => void } = {},
): Promise<{ imported: number }> {
  if ((await headPosition(client)) !== null) throw new Error('The log to import into is not empty');
  let imported = 0;
  let previous: ChainHead = { position: 0n, hash: Buffer.alloc(0) };
  for await (const batch of batches) {
    for (const event of batch) previous = checkLink(previous, event);
    for (const run of streamRuns(batch)) {
      const first = BigInt(run[0]!.revision);
      await appendToStream(
        client,
        run[0]!.stream,
        run.map(toAppend),
        first === 0n ? 'no_stream' : first - 1n,
      );
    }
    imported += batch.length;
    options.onProgress?.(imported);
  }
  return { imported };
}

function checkLink(previous: ChainHead, event: ExportedEvent): ChainHead {
  const position = BigInt(event.position);
  if (position !== previous.position + 1n)
    throw new Error(
      `The file is broken at position ${previous.position + 1n} (missing): positions have no gaps`,
    );
  const hash = chainLink(
    previous.hash,
    position,
    contentDigest({
      id: event.id,
      stream: event.stream,
      revision: BigInt(event.revision),
      type: event.type,
      data: event.data,
      metadata: event.metadata,
    }),
  );
  if (event.hash === null || !hash.equals(Buffer.from(event.hash, 'hex')))
    throw new Error(
      `The file is broken at position ${position} (changed): its content does not give its hash`,
    );
  return { position, hash };
}

/** Consecutive events of one stream: one append each, as they were appended. */
function streamRuns(batch: ExportedEvent[]): ExportedEvent[][] {
  const runs: ExportedEvent[][] = [];
  for (const event of batch) {
    const run = runs.at(-1);
    if (run && run[0]!.stream === event.stream) run.push(event);
    else runs.push([event]);
  }
  return runs;
}

function toAppend(event: ExportedEvent): EventToAppend {
  return withChain(
    { id: event.id, type: event.type, data: event.data, metadata: event.metadata as EventMetadata },
    { position: BigInt(event.position), hash: Buffer.from(event.hash ?? '', 'hex') },
  );
}
