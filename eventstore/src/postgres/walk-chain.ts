import type pg from 'pg';
import { chainLink } from '../chain-link';
import { STORED_CONTENT_DIGEST_SQL } from './schema.sql';
import type { ChainBreak, ChainDigest, ChainVerification } from './verify-chain';

/** One event as the walk sees it: its place in the chain, content digest and stored hash. */
export interface ChainRow {
  position: string;
  /** The event's content digest (see `contentDigestSql`, `contentDigest`). */
  content: Buffer;
  hash: Buffer | null;
}

export const BATCH = 20_000;

/** Where a walk starts: the last event already verified, and what it needs of the ones before. */
export interface WalkStart {
  position: bigint;
  /** The hash at `position` (empty before the first event). */
  before: Buffer;
  /** The hash one position earlier (empty when there is none). */
  beforeThat: Buffer;
  verified: number;
  lastGoodDigest: ChainDigest | null;
}

/**
 * Recomputes the chain one event after another from `start`, in batches (constant memory, the
 * next batch read while this one is chained), and names the first broken link and why:
 * - `missing`: positions are gapless, so a gap is deleted events;
 * - `inserted`: the events after this position fit the chain one position earlier (everything
 *   moved up by a forged event), or the event here fits nowhere and the next one fits here;
 * - `changed`: this event's text no longer gives its hash, yet the next event still chains from
 *   that hash: its content was altered in place;
 * - `reordered`: its hash chains neither here nor to what follows: it was moved;
 * - `rewritten`: the chain holds together but differs from a digest published earlier (a rewrite
 *   of the whole chain from some point on), or ends before a published digest's position.
 */
export async function walkChain(
  pool: pg.Pool,
  schema: string,
  start: WalkStart,
  digests: Map<string, ChainDigest>,
): Promise<ChainVerification> {
  // A read started ahead is finished before the answer, so no query outlives the call.
  const started: Promise<unknown>[] = [];
  const read = (after: bigint, limit: number) => {
    const rows = readRows(pool, schema, after, limit);
    started.push(rows.catch(() => []));
    return rows;
  };
  try {
    return await walkRows(read, start, digests);
  } finally {
    await Promise.all(started);
  }
}

/** The walk over any store's rows: `read` answers up to `limit` rows after a position it gave. */
export async function walkRows(
  read: (after: bigint, limit: number) => Promise<ChainRow[]>,
  start: WalkStart,
  digests: Map<string, ChainDigest>,
): Promise<ChainVerification> {
  let { position, before, beforeThat, verified, lastGoodDigest } = start;
  let pending = read(position, BATCH);
  for (;;) {
    const rows = await pending;
    if (rows.length === 0) break;
    pending = read(BigInt(rows.at(-1)!.position), BATCH);
    for (const row of rows) {
      const at = BigInt(row.position);
      // Only a store whose events state their own position (EventStoreDB's links) can repeat one.
      if (at <= position) {
        return broken(verified, before, position, {
          position: row.position,
          kind: 'inserted',
          reason: `Two events claim position ${at}: one of them was inserted into the log`,
        });
      }
      if (at !== position + 1n) {
        const expected = String(position + 1n);
        if (rows.some((later) => later.position === expected)) {
          return broken(verified, before, position, {
            position: expected,
            kind: 'reordered',
            reason: `Event ${expected} is out of place: event ${at} comes before it`,
          });
        }
        return broken(verified, before, position, {
          position: String(position + 1n),
          kind: 'missing',
          reason: `Events ${position + 1n} to ${at - 1n} are missing: positions have no gaps`,
        });
      }
      const hash = row.hash ?? Buffer.alloc(0);
      if (!link(before, row).equals(hash)) {
        const [next, afterNext] = await read(at, 2);
        return broken(verified, before, position, diagnose({ row, before, beforeThat, next, afterNext }));
      }
      const digest = digests.get(row.position);
      if (digest && digest.hash !== hash.toString('hex')) {
        const from = lastGoodDigest ? BigInt(lastGoodDigest.position) + 1n : 1n;
        return broken(verified, before, position, {
          position: String(from),
          kind: 'rewritten',
          reason: `The chain holds together but its hash at ${row.position} is not the one published on ${digest.publishedAt}: events from ${from} to ${row.position} were rewritten`,
        });
      }
      if (digest) lastGoodDigest = digest;
      beforeThat = before;
      before = hash;
      position = at;
      verified++;
    }
  }
  const beyond = [...digests.values()].find((digest) => BigInt(digest.position) > position);
  if (beyond) {
    return broken(verified, before, position, {
      position: String(position + 1n),
      kind: 'missing',
      reason: `The log ends at ${position} but a digest was published at ${beyond.position} on ${beyond.publishedAt}: the events after ${position} are missing`,
    });
  }
  return {
    verified,
    head: verified === 0 ? null : { position: String(position), hash: before.toString('hex') },
    firstBreak: null,
  };
}

export function broken(
  verified: number,
  before: Buffer,
  position: bigint,
  firstBreak: ChainBreak,
): ChainVerification {
  return {
    verified,
    head: verified === 0 ? null : { position: String(position), hash: before.toString('hex') },
    firstBreak,
  };
}

/** The hash an event must have after `previous` at `position` (see `hashChainSql`). */
function link(previous: Buffer, row: ChainRow, position = row.position): Buffer {
  return chainLink(previous, BigInt(position), row.content);
}

function diagnose(at: {
  row: ChainRow;
  before: Buffer;
  beforeThat: Buffer;
  next: ChainRow | undefined;
  afterNext: ChainRow | undefined;
}): ChainBreak {
  const { row, before, beforeThat, next, afterNext } = at;
  const position = BigInt(row.position);
  const hash = row.hash ?? Buffer.alloc(0);
  const here = row.position;
  const earlier = String(position - 1n);
  const fitsOneUp = (candidate: ChainRow, previous: Buffer) =>
    candidate.hash !== null &&
    link(previous, candidate, String(BigInt(candidate.position) - 1n)).equals(candidate.hash);
  // A forged event before this one was given a hash that chains; everything after it moved up.
  if (position > 1n && fitsOneUp(row, beforeThat)) {
    return {
      position: earlier,
      kind: 'inserted',
      reason: `Event ${earlier} was inserted: the events after it belong one position earlier`,
    };
  }
  if (next?.hash && link(before, next, here).equals(next.hash)) {
    const shifted = !afterNext || fitsOneUp(afterNext, next.hash);
    return shifted
      ? {
          position: here,
          kind: 'inserted',
          reason: `Event ${here} was inserted: the events after it belong one position earlier`,
        }
      : {
          position: here,
          kind: 'reordered',
          reason: `Events ${here} and ${next.position} are out of order: each chains at the other's place`,
        };
  }
  if (!next || (next.hash && link(hash, next).equals(next.hash))) {
    return {
      position: here,
      kind: 'changed',
      reason: `Event ${here} was changed: its content no longer gives the hash the next event chains from`,
    };
  }
  return {
    position: here,
    kind: 'reordered',
    reason: `Event ${here} is out of place: its hash chains neither here nor to the event after it`,
  };
}

async function readRows(pool: pg.Pool, schema: string, after: bigint, limit: number): Promise<ChainRow[]> {
  // The database hashes each event's content where it lies (a core of its own); Node chains the
  // 32-byte digests. Rows as arrays: no object per row to build.
  const { rows } = await pool.query<[string, Buffer, Buffer | null]>({
    text: `SELECT global_position::text AS position, ${STORED_CONTENT_DIGEST_SQL} AS content, hash
             FROM ${schema}.events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
    values: [after.toString(), limit],
    rowMode: 'array',
  });
  return rows.map(([position, content, hash]) => ({ position, content, hash }));
}
