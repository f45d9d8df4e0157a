import {
  type AllStreamResolvedEvent,
  type Position as EsdbPosition,
  type EventStoreDBClient,
  FORWARDS,
  START,
} from '@eventstore/db-client';
import { contentDigest } from '../chain-link';
import type { ChainDigest, ChainVerification } from '../postgres/verify-chain';
import { type ChainRow, walkRows } from '../postgres/walk-chain';
import { chainOf, withoutChain } from './chain';

/**
 * `verifyChain` for EventStoreDB: reads `$all` forwards and checks each event's link (see chain.ts)
 * with the same walk and diagnoses as the Postgres store, the chain's own positions standing for
 * the log's. The content digests are computed here: the server cannot hash. Our events from
 * before the chain existed (no link, at the start of `$all`) are passed over; one without a link
 * after the chain began is a break.
 */
export async function verifyEventStoreDbChain(
  client: EventStoreDBClient,
  options: { digests?: ChainDigest[]; onProgress?: (verified: number) => void } = {},
): Promise<ChainVerification> {
  const digests = new Map((options.digests ?? []).map((digest) => [digest.position, digest]));
  const unchained = new Set<string>();
  const read = readerOf(client, unchained);
  const progressing = async (after: bigint, limit: number) => {
    const rows = await read(after, limit);
    if (limit > 2) options.onProgress?.(Number(after));
    return rows;
  };
  const start = { position: 0n, before: Buffer.alloc(0), beforeThat: Buffer.alloc(0), verified: 0 };
  const result = await walkRows(progressing, { ...start, lastGoodDigest: null }, digests);
  const at = result.firstBreak?.position;
  if (at === undefined || !unchained.has(at)) return result;
  return {
    ...result,
    firstBreak: {
      position: at,
      kind: 'inserted',
      reason: `The event at ${at} carries no chain link: it was written around this store's appends`,
    },
  };
}

/**
 * Rows after a chain position the reader gave out before (the walk asks only for those): it
 * remembers where in `$all` each recent row lies, for the last few reads, and which positions it
 * gave to events without a link.
 */
function readerOf(
  client: EventStoreDBClient,
  unchained: Set<string>,
): (after: bigint, limit: number) => Promise<ChainRow[]> {
  const recent: Map<string, EsdbPosition>[] = [];
  let chainBegun = false;
  return async (after, limit) => {
    const known = recent.map((places) => places.get(after.toString())).find((place) => place !== undefined);
    if (after !== 0n && !known) throw new Error(`The chain reader has no event at position ${after}`);
    const places = new Map<string, EsdbPosition>();
    recent.push(places);
    if (recent.length > 3) recent.shift();
    const rows: ChainRow[] = [];
    let cursor = known ?? null;
    let previous = after;
    for (;;) {
      const page: AllStreamResolvedEvent[] = [];
      for await (const resolved of client.readAll({
        direction: FORWARDS,
        fromPosition: cursor ?? START,
        maxCount: limit + 1,
      }))
        page.push(resolved);
      for (const resolved of page) {
        const event = resolved.event;
        if (!event?.position) continue;
        const at = event.position;
        // Reads start at their position inclusively: the event there was given out already.
        if (cursor && at.commit <= cursor.commit) continue;
        cursor = at;
        if (event.type.startsWith('$')) continue;
        const link = chainOf(event.metadata);
        if (!link && !chainBegun) continue;
        chainBegun = true;
        // An unchained event takes the place after the previous one, with no hash to match.
        const position = link ? link.position : previous + 1n;
        if (!link) unchained.add(position.toString());
        previous = position;
        const row: ChainRow = {
          position: position.toString(),
          content: contentDigest({
            id: event.id,
            stream: event.streamId,
            revision: event.revision,
            type: event.type,
            data: event.data,
            metadata: withoutChain(event.metadata),
          }),
          hash: link ? link.hash : null,
        };
        if (!places.has(row.position)) places.set(row.position, at);
        rows.push(row);
        if (rows.length === limit) return rows;
      }
      if (page.length < limit + 1) return rows;
    }
  };
}
