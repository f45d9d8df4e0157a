import pg from 'pg';
import type { Logger } from '../logging/logger';
import {
  parseSessionChangeNotice,
  SESSION_CHANGES_CHANNEL,
  SESSION_SEQUENCE_TABLE,
  type SessionChange,
} from './session-change-notices';

/**
 * Tells this process of every session write of every process, in commit order, over one
 * listening connection of its own (`LISTEN session_changes`; see `createPostgresSessionStore`).
 *
 * `catchUp()` is what makes a cached session safe to serve. A sign-out commits (sequence S) before
 * its HTTP answer leaves; the client's next request, to any process, arrives after that. Postgres
 * sends the notice to every listener after the commit, but nothing orders its arrival here before
 * that next request (the notice is signalled to the listening backend asynchronously). So
 * `catchUp()` reads the sequence visible now (≥ S) on the listening connection and waits until
 * the notices up to it have been handed to `onChange`. One such query answers every request that
 * arrived before it was sent: a burst of requests costs one round trip of one row, not one each.
 *
 * A missed notice cannot go unseen: the numbers are consecutive, so a gap, a notice that does not
 * come within `catchUpTimeoutMs` of its number being visible, an unknown notice, or a lost
 * connection calls `onChange(null)` (drop everything) and the count starts again from what the
 * database holds. While the connection is down `catchUp()` answers `false`: read the store.
 */
export interface SessionChangeFeed {
  /**
   * `true` once every session write committed before this call has been passed to `onChange`;
   * `false` when that cannot be known now (not listening, a notice late): read the store then.
   */
  catchUp(): Promise<boolean>;
  /** Whether notices are heard now; a value read while they are not must not be kept. */
  listening(): boolean;
  close(): Promise<void>;
}

export interface SessionChangeFeedOptions {
  connectionString: string;
  logger: Logger;
  /** A change and its number, in order; `null`: any session may have changed (a notice was missed). */
  onChange: (change: SessionChange | null, seq: bigint) => void;
  catchUpTimeoutMs?: number;
  reconnectDelayMs?: number;
}

interface Waiter {
  seq: bigint;
  resolve: (caughtUp: boolean) => void;
}

export async function createSessionChangeFeed(options: SessionChangeFeedOptions): Promise<SessionChangeFeed> {
  const { logger, onChange } = options;
  const catchUpTimeoutMs = options.catchUpTimeoutMs ?? 1000;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let seen = 0n;
  let waiters: Waiter[] = [];

  const settle = (which: (waiter: Waiter) => boolean, caughtUp: boolean) => {
    const settled = waiters.filter(which);
    waiters = waiters.filter((waiter) => !which(waiter));
    for (const waiter of settled) waiter.resolve(caughtUp);
  };

  /** Forget everything cached and count on from `seq`: what the store holds now is the truth. */
  const restartAt = (seq: bigint, reason: string) => {
    logger.warn({ seq: seq.toString(), reason }, 'session notices missed: every cached session dropped');
    seen = seq;
    onChange(null, seq);
  };

  const receive = (payload: string) => {
    const notice = parseSessionChangeNotice(payload);
    if (!notice) {
      // Without a number nothing tells how far this process is: drop what it holds, count on later.
      onChange(null, seen);
      return;
    }
    if (notice.seq <= seen) return;
    if (notice.seq !== seen + 1n) restartAt(notice.seq, 'a gap in the session notices');
    else if (notice.change === null) restartAt(notice.seq, 'an unknown session notice');
    else {
      seen = notice.seq;
      onChange(notice.change, notice.seq);
    }
    settle((waiter) => waiter.seq <= seen, true);
  };

  const lose = (error: unknown, lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    listening = false;
    settle(() => true, false);
    onChange(null, seen);
    lost.end().catch(() => undefined);
    if (closed) return;
    logger.warn({ err: error }, 'session listener lost its connection; reconnecting');
    reconnectSoon();
  };

  const listen = async () => {
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: 'session-listener',
      // A connection that dies without a word must still end in an error, or nothing reconnects.
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (message.channel === SESSION_CHANGES_CHANNEL) receive(message.payload ?? '');
    });
    next.on('error', (error) => lose(error, next));
    next.on('end', () => lose(new Error('the connection ended'), next));
    await next.connect();
    client = next;
    await next.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`);
    seen = await readSequence(next);
    // What was kept before this connection may have missed notices.
    onChange(null, seen);
    listening = true;
  };

  const reconnectSoon = () => {
    setTimeout(() => {
      if (closed) return;
      listen().catch((error: unknown) => {
        logger.warn({ err: error }, 'session listener could not reconnect; trying again');
        if (client) lose(error, client);
        else reconnectSoon();
      });
    }, options.reconnectDelayMs ?? 1000).unref();
  };

  const visible = coalescedSequenceReader(() => {
    if (!client) return Promise.reject(new Error('not listening'));
    return readSequence(client);
  });

  const waitUntilSeen = (seq: bigint) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        waiters = waiters.filter((other) => other !== waiter);
        if (listening && seen < seq) restartAt(seq, 'a session notice did not come');
        resolve(false);
      }, catchUpTimeoutMs);
      const waiter: Waiter = {
        seq,
        resolve: (caughtUp) => {
          clearTimeout(timer);
          resolve(caughtUp);
        },
      };
      waiters.push(waiter);
    });

  await listen();

  return {
    async catchUp() {
      if (!listening) return false;
      let seq: bigint;
      try {
        seq = await visible();
      } catch {
        return false;
      }
      if (!listening) return false;
      return seen >= seq || waitUntilSeen(seq);
    },
    listening: () => listening,
    async close() {
      closed = true;
      listening = false;
      settle(() => true, false);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}

async function readSequence(client: pg.Client): Promise<bigint> {
  const { rows } = await client.query<{ seq: string }>(
    `SELECT seq::text AS seq FROM ${SESSION_SEQUENCE_TABLE}`,
  );
  return BigInt(rows[0]?.seq ?? '0');
}

/**
 * `read()` through one query at a time: a caller gets the answer of a query sent after it called,
 * so it sees every commit made before its call; callers arriving while one is out share the next.
 */
export function coalescedSequenceReader(read: () => Promise<bigint>): () => Promise<bigint> {
  let running: Promise<bigint> | null = null;
  let queued: Promise<bigint> | null = null;
  const start = (): Promise<bigint> => {
    const current = read().finally(() => {
      running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}
