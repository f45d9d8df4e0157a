import pg from 'pg';
import type { Logger } from '../logging/logger';

/**
 * Knows how far the projector has got, so a read can wait for the caller's own write. The
 * projector sends `NOTIFY <channel>, '<position>'` inside each batch's transaction, so the
 * notice arrives exactly when the rows are visible. A notice can be lost while the listening
 * connection reconnects; waiters therefore also poll the checkpoint, slowly.
 */
export interface CheckpointWatcher {
  /** Resolves `true` once the checkpoint is at or past `position`, `false` after `timeoutMs`. */
  waitFor(position: bigint, timeoutMs: number): Promise<boolean>;
  /**
   * The newest checkpoint known, while the projector's notices are heard; `null` while the
   * listening connection is down (the checkpoint may then move unnoticed) or before the first.
   */
  current(): bigint | null;
  /**
   * Changes whenever the read models may have changed: each notice of the projector (a batch, or
   * a rebuild's swap, which may keep the position) and each advance found by polling; `null`
   * while the notices are not heard.
   */
  version(): number | null;
  close(): Promise<void>;
}

export interface CheckpointWatcherDeps {
  connectionString: string;
  channel: string;
  readCheckpoint: () => Promise<bigint | null>;
  logger: Logger;
  pollIntervalMs?: number;
}

interface Waiter {
  position: bigint;
  resolve: (reached: boolean) => void;
}

export async function createCheckpointWatcher(deps: CheckpointWatcherDeps): Promise<CheckpointWatcher> {
  const pollIntervalMs = deps.pollIntervalMs ?? 200;
  let known: bigint | null = await deps.readCheckpoint();
  let waiters: Waiter[] = [];
  let client: pg.Client | null = null;
  let listening = false;
  let version = 0;
  let closed = false;
  let poller: NodeJS.Timeout | null = null;

  const advance = (position: bigint | null) => {
    if (position === null || (known !== null && position <= known)) return;
    known = position;
    version++;
    const reached = waiters.filter((waiter) => waiter.position <= position);
    waiters = waiters.filter((waiter) => waiter.position > position);
    for (const waiter of reached) waiter.resolve(true);
    if (waiters.length === 0) stopPolling();
  };

  const poll = async () => {
    try {
      advance(await deps.readCheckpoint());
    } catch (error) {
      deps.logger.warn({ err: error }, 'reading the projection checkpoint failed');
    }
  };
  const startPolling = () => {
    poller ??= setInterval(poll, pollIntervalMs);
  };
  const stopPolling = () => {
    if (poller) clearInterval(poller);
    poller = null;
  };

  const listen = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: deps.connectionString,
      application_name: 'read-api-listener',
      // A connection that dies without a word must still end in an error, or nothing reconnects.
      keepAlive: true,
    });
    next.on('notification', (message) => {
      version++;
      if (message.payload && /^\d+$/.test(message.payload)) advance(BigInt(message.payload));
    });
    next.on('error', (error) => {
      deps.logger.warn({ err: error }, 'checkpoint listener lost its connection; reconnecting');
      client = null;
      listening = false;
      next.end().catch(() => undefined);
      reconnectSoon();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(deps.channel)}`);
    client = next;
    await poll();
    listening = true;
  };
  // Tried again every second until it succeeds: until then nothing is cached and reads poll.
  const reconnectSoon = () => {
    setTimeout(() => {
      listen().catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'checkpoint listener could not reconnect; trying again');
        reconnectSoon();
      });
    }, 1000).unref();
  };
  await listen();

  return {
    waitFor(position, timeoutMs) {
      if (known !== null && position <= known) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const waiter: Waiter = {
          position,
          resolve: (reached) => {
            clearTimeout(timer);
            resolve(reached);
          },
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((other) => other !== waiter);
          resolve(false);
        }, timeoutMs);
        waiters.push(waiter);
        startPolling();
      });
    },
    current() {
      return listening ? known : null;
    },
    version() {
      return listening ? version : null;
    },
    async close() {
      closed = true;
      listening = false;
      stopPolling();
      for (const waiter of waiters) waiter.resolve(false);
      waiters = [];
      await client?.end();
    },
  };
}
