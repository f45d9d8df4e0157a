import {
  type AllStreamResolvedEvent,
  BACKWARDS,
  END,
  type Position as EsdbPosition,
  type EventStoreDBClient,
} from '@eventstore/db-client';
import { chainLink, contentDigest } from '../chain-link';
import type { EventToAppend } from '../event-store';

/**
 * Tamper evidence in EventStoreDB: each event's metadata carries `chain: { position, hash }`, the
 * same SHA-256 link the Postgres store keeps in its `hash` column (previous hash ‖ position ‖
 * content digest, content in Postgres's canonical text, the `chain` key itself left out).
 *
 * The "log" is `$all`, but an event's `$all` position is a byte offset the server assigns while
 * appending, unknown before: so `position` is the chain's own sequence, 1, 2, 3… in this adapter's
 * append order. The adapter appends one at a time and reads the chain's head from the end of
 * `$all` before each append, so that order is `$all`'s order. That holds for one appending process
 * per log (as `npm start` runs it); several processes appending at once would fork the chain, and
 * the verifier would name the fork. An idempotent append writes nothing, so the head it read stays.
 */
export const CHAIN_KEY = 'chain';

export interface ChainHead {
  position: bigint;
  hash: Buffer;
}

const HEAD_PAGE_SIZE = 100;

/** The last chained event's link, walking back from the end of `$all` past the server's events. */
export async function chainHead(client: EventStoreDBClient): Promise<ChainHead> {
  let cursor: EsdbPosition | null = null;
  for (;;) {
    const page: AllStreamResolvedEvent[] = [];
    for await (const resolved of client.readAll({
      direction: BACKWARDS,
      fromPosition: cursor ?? END,
      maxCount: HEAD_PAGE_SIZE,
    }))
      page.push(resolved);
    for (const resolved of page) {
      const event = resolved.event;
      if (!event) continue;
      const link = chainOf(event.metadata);
      if (link) return link;
      cursor = event.position ?? cursor;
    }
    if (page.length < HEAD_PAGE_SIZE) return { position: 0n, hash: Buffer.alloc(0) };
  }
}

/** The events with their links after `head`, at the stream revisions they will be stored at. */
export function chainEvents(
  head: ChainHead,
  streamName: string,
  firstRevision: bigint,
  events: EventToAppend[],
): { events: EventToAppend[]; head: ChainHead } {
  let { position, hash } = head;
  const chained = events.map((event, index) => {
    position += 1n;
    const content = contentDigest({
      id: event.id,
      stream: streamName,
      revision: firstRevision + BigInt(index),
      type: event.type,
      data: event.data,
      metadata: event.metadata,
    });
    hash = chainLink(hash, position, content);
    return withChain(event, { position, hash });
  });
  return { events: chained, head: { position, hash } };
}

export function withChain(event: EventToAppend, link: ChainHead): EventToAppend {
  return {
    ...event,
    metadata: {
      ...event.metadata,
      [CHAIN_KEY]: { position: link.position.toString(), hash: link.hash.toString('hex') },
    } as EventToAppend['metadata'],
  };
}

/** The link an event's metadata carries, or null for an event older than the chain. */
export function chainOf(metadata: unknown): ChainHead | null {
  const link = (metadata as Record<string, unknown> | undefined)?.[CHAIN_KEY] as
    | { position?: unknown; hash?: unknown }
    | undefined;
  if (typeof link?.position !== 'string' || typeof link.hash !== 'string') return null;
  return { position: BigInt(link.position), hash: Buffer.from(link.hash, 'hex') };
}

/** The metadata as it was appended: what readers see and what the content digest covers. */
export function withoutChain<T>(metadata: T): T {
  if (!metadata || typeof metadata !== 'object' || !(CHAIN_KEY in metadata)) return metadata;
  const { [CHAIN_KEY]: _link, ...rest } = metadata as Record<string, unknown>;
  return rest as T;
}
