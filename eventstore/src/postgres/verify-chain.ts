import type pg from 'pg';
import { assertSchemaName } from './migrate';
import { STORED_CONTENT_DIGEST_SQL } from './schema.sql';
import { type WalkStart, walkChain } from './walk-chain';

/** A chain head published outside the database: the hash the log had at `position`, and when. */
export interface ChainDigest {
  position: string;
  /** Hex SHA-256. */
  hash: string;
  publishedAt: string;
}

/** What went wrong at the first broken link (see `walkChain`). */
export type ChainBreakKind = 'changed' | 'missing' | 'reordered' | 'inserted' | 'rewritten';

export interface ChainBreak {
  position: string;
  kind: ChainBreakKind;
  reason: string;
}

export interface ChainVerification {
  /** Events whose link was checked before the first break (all of them when there is none). */
  verified: number;
  /** The last verified event's position and hash: a digest to publish. */
  head: { position: string; hash: string } | null;
  firstBreak: ChainBreak | null;
}

/** Positions per range query: about 0.1–0.3 s of one core each. */
const RANGE = 25_000;
/** Two ranges at once: the machine's two cores both hash, Node only waits. */
const RANGES_AT_ONCE = 2;

/**
 * Checks the log's SHA-256 chain (see `hashChainSql`) up to its head when called, against every
 * published digest, and names the first broken link and why (see `walkChain`).
 *
 * Each link is checked where the events lie: a range query recomputes every event's content
 * digest and its link from the stored hash of the event before it, and answers only whether
 * something in the range is off, its last position and its last hash. If every link of a range
 * holds from the stored hash before it, the chain recomputed from the first event holds to the
 * range's end (by induction), so nothing per event crosses the wire and two ranges run at once.
 * The first range that is not clean (or whose stored hash differs from a published digest) is
 * walked event by event in Node, from the last clean position, to name the break exactly.
 * Measured in bench/RESULTS.md ("Hash chain verification").
 */
export async function verifyChain(
  pool: pg.Pool,
  options: {
    schema?: string;
    digests?: ChainDigest[];
    onProgress?: (verified: number, total: number) => void;
    /** Start after this event, trusting its hash (an import checks each batch it adds). */
    after?: { position: string; hash: string };
    /** Positions per range query (tests use small ones to put breaks at range boundaries). */
    range?: number;
  },
): Promise<ChainVerification> {
  const schema = options.schema ?? 'eventstore';
  assertSchemaName(schema);
  const digests = new Map((options.digests ?? []).map((digest) => [digest.position, digest]));
  const from = options.after ? BigInt(options.after.position) : 0n;
  const fromHash = options.after ? Buffer.from(options.after.hash, 'hex') : Buffer.alloc(0);
  const { rows } = await pool.query<{ head: string }>(
    `SELECT coalesce(max(global_position), 0)::text AS head FROM ${schema}.events`,
  );
  const head = BigInt(rows[0]!.head);
  const total = Number(head > from ? head - from : 0n);

  const published = await storedHashesAt(pool, schema, [...digests.keys()], from, head);
  let clean: WalkStart = {
    position: from,
    before: fromHash,
    beforeThat: Buffer.alloc(0),
    verified: 0,
    lastGoodDigest: null,
  };
  const size = BigInt(options.range ?? RANGE);
  const started: Promise<unknown>[] = [];
  const check = (after: bigint) => {
    const result = checkRange(pool, schema, after, after + size, after === from ? fromHash : null);
    started.push(result.catch(() => null));
    return result;
  };
  try {
    const ahead: Promise<RangeCheck>[] = [];
    let next = from;
    const refill = () => {
      while (ahead.length < RANGES_AT_ONCE && next < head) {
        ahead.push(check(next));
        next += size;
      }
    };
    refill();
    for (let rangeStart = from; ahead.length > 0; rangeStart += size) {
      const range = await ahead.shift()!;
      if (!range.last) {
        refill();
        continue;
      }
      const intact =
        !range.flagged &&
        clean.position === rangeStart &&
        digestsHold(digests, published, rangeStart, range.last.position);
      if (!intact) break;
      const verified = clean.verified + Number(range.last.position - clean.position);
      clean = {
        position: range.last.position,
        before: range.last.hash,
        beforeThat: Buffer.alloc(0),
        verified,
        lastGoodDigest: lastDigestUpTo(digests, range.last.position) ?? clean.lastGoodDigest,
      };
      options.onProgress?.(verified, total);
      refill();
    }
  } finally {
    await Promise.all(started);
  }
  // From the last clean position on, event by event: the break named exactly, events appended
  // since the head was read, and digests published beyond the log's end.
  clean.beforeThat = await hashBefore(pool, schema, clean, from, fromHash);
  const result = await walkChain(pool, schema, clean, digests);
  options.onProgress?.(result.verified, Math.max(total, result.verified));
  return result;
}

interface RangeCheck {
  /** Whether a link in the range fails, or a position is missing inside it. */
  flagged: boolean;
  /** The range's last event, or null when it holds none. */
  last: { position: bigint; hash: Buffer } | null;
}

/**
 * One range `(after, upTo]`. The window reaches back to the event at `after` so the range's first
 * link is checked from its stored hash; the range that starts the walk has no such event and
 * chains from `startHash` (null for the others: a missing event at `after` flags the range).
 */
async function checkRange(
  pool: pg.Pool,
  schema: string,
  after: bigint,
  upTo: bigint,
  startHash: Buffer | null,
): Promise<RangeCheck> {
  const { rows } = await pool.query<[boolean, string | null, Buffer | null]>({
    text: `SELECT EXISTS (
               SELECT 1 FROM (
                 SELECT global_position AS position, hash,
                        lag(global_position) OVER w AS previous_position,
                        lag(hash) OVER w AS previous_hash,
                        ${STORED_CONTENT_DIGEST_SQL} AS content
                   FROM ${schema}.events WHERE global_position >= $4 AND global_position <= $2
                 WINDOW w AS (ORDER BY global_position)) links
                WHERE position > $1
                  AND (coalesce(previous_position, $1) <> position - 1
                       OR hash IS DISTINCT FROM
                          sha256(coalesce(previous_hash, $3) || int8send(position) || content))),
             last.global_position::text, last.hash
             FROM (SELECT 1) one
             LEFT JOIN LATERAL (SELECT global_position, hash FROM ${schema}.events
                                 WHERE global_position > $1 AND global_position <= $2
                                 ORDER BY global_position DESC LIMIT 1) last ON true`,
    // The walk's start is trusted as given, never as stored: its event stays out of the window.
    values: [after.toString(), upTo.toString(), startHash, (startHash ? after + 1n : after).toString()],
    rowMode: 'array',
  });
  const [flagged, position, hash] = rows[0]!;
  return {
    flagged,
    last: position === null ? null : { position: BigInt(position), hash: hash ?? Buffer.alloc(0) },
  };
}

/** The stored hashes at the published digests' positions in `(from, head]`, hex by position. */
async function storedHashesAt(
  pool: pg.Pool,
  schema: string,
  positions: string[],
  from: bigint,
  head: bigint,
): Promise<Map<string, string>> {
  const wanted = positions.filter((position) => BigInt(position) > from && BigInt(position) <= head);
  if (wanted.length === 0) return new Map();
  const { rows } = await pool.query<{ position: string; hash: string | null }>(
    `SELECT global_position::text AS position, encode(hash, 'hex') AS hash
       FROM ${schema}.events WHERE global_position = ANY($1::bigint[])`,
    [wanted],
  );
  return new Map(rows.map((row) => [row.position, row.hash ?? '']));
}

function digestsHold(
  digests: Map<string, ChainDigest>,
  published: Map<string, string>,
  after: bigint,
  upTo: bigint,
): boolean {
  for (const digest of digests.values()) {
    const at = BigInt(digest.position);
    if (at > after && at <= upTo && published.get(digest.position) !== digest.hash) return false;
  }
  return true;
}

function lastDigestUpTo(digests: Map<string, ChainDigest>, upTo: bigint): ChainDigest | null {
  let last: ChainDigest | null = null;
  for (const digest of digests.values()) {
    const at = BigInt(digest.position);
    if (at <= upTo && (!last || at > BigInt(last.position))) last = digest;
  }
  return last;
}

/** The hash one position before the clean one, as the walk would have carried it. */
async function hashBefore(
  pool: pg.Pool,
  schema: string,
  clean: WalkStart,
  from: bigint,
  fromHash: Buffer,
): Promise<Buffer> {
  if (clean.position === from) return clean.beforeThat;
  if (clean.position - 1n === from) return fromHash;
  const { rows } = await pool.query<[Buffer | null]>({
    text: `SELECT hash FROM ${schema}.events WHERE global_position = $1`,
    values: [(clean.position - 1n).toString()],
    rowMode: 'array',
  });
  return rows[0]?.[0] ?? Buffer.alloc(0);
}
