import pg from 'pg';
import type { Logger } from '../logging/logger';

/**
 * Knows how far the projector has got, so a read can wait for the caller's own write. The
 * projector sends `NOTIFY <channel>, '<position>'` inside each batch's transaction, so the
 * notice arrives exactly when the rows are visible. A notice can be lost while the listening
 * connection reconnects; waiters therefore also poll the checkpoint, slowly.
 *
 * The checkpoint is where every read model that is not halted has got to. A read model halted on an
 * event stays behind (the projector notifies `halted:<read model>:<its checkpoint>`), so a read of
 * it that waits for a later position is answered at once as stale instead of after the timeout.
 * Any other notice (`changed`, from a rebuild's swap) makes the watcher read the state again.
 */
export interface CheckpointWatcher {
  /**
   * Resolves `true` once the read models are at or past `position`, `false` after `timeoutMs` or
   * as soon as one of `readModels` is halted before it (every read model when not named).
   */
  waitFor(position: bigint, timeoutMs: number, readModels?: readonly string[]): Promise<boolean>;
  /** The halted read models, each with its checkpoint (null: before the first event). */
  halted(): ReadonlyMap<string, bigint | null>;
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
  /**
   * Calls `listener` at each change of `version()`, before any waiter it settles is resolved, with
   * the streams whose events the change applied, or `null` when anything may have changed (an
   * advance found by polling, a rebuild's swap, a halt, the listening connection back).
   */
  onChange(listener: ReadModelChangeListener): void;
  close(): Promise<void>;
}

/** `streams`: the only streams whose events changed the read models; `null`: anything may have. */
export type ReadModelChangeListener = (version: number, streams: ReadonlySet<string> | null) => void;

/**
 * The projector's notice of a batch: `<position>`, then the streams of its events when it names
 * them (`<position> city-4 user-2`); without them, anything may have changed.
 */
export function parseBatchNotice(payload: string): { position: bigint; streams: Set<string> | null } | null {
  const batch = /^(\d+)((?: \S+)*)$/.exec(payload);
  if (!batch) return null;
  const streams = batch[2] ? new Set(batch[2].trim().split(' ')) : null;
  return { position: BigInt(batch[1]!), streams };
}

export interface CheckpointWatcherDeps {
  connectionString: string;
  channel: string;
  /** Where every read model that is not halted has got to. */
  readCheckpoint: () => Promise<bigint | null>;
  /** The halted read models with their checkpoints; none when not given. */
  readHalts?: () => Promise<Map<string, bigint | null>>;
  logger: Logger;
  pollIntervalMs?: number;
}

interface Waiter {
  position: bigint;
  readModels: readonly string[] | undefined;
  resolve: (reached: boolean) => void;
}

/** Whether a halted read model at `checkpoint` lacks `position`. */
const lacks = (checkpoint: bigint | null, position: bigint) => checkpoint === null || checkpoint < position;

export async function createCheckpointWatcher(deps: CheckpointWatcherDeps): Promise<CheckpointWatcher> {
  const pollIntervalMs = deps.pollIntervalMs ?? 200;
  let known: bigint | null = await deps.readCheckpoint();
  let halts = (await deps.readHalts?.()) ?? new Map<string, bigint | null>();
  let waiters: Waiter[] = [];
  let client: pg.Client | null = null;
  let listening = false;
  let version = 0;
  let closed = false;
  let poller: NodeJS.Timeout | null = null;
  const listeners: ReadModelChangeListener[] = [];
  const changed = (streams: ReadonlySet<string> | null) => {
    version++;
    for (const listener of listeners) listener(version, streams);
  };

  /** A read of `readModels` (all when not named) that wants `position` misses what is halted. */
  const missesHalted = (position: bigint, readModels: readonly string[] | undefined) => {
    for (const [name, checkpoint] of halts) {
      if ((readModels === undefined || readModels.includes(name)) && lacks(checkpoint, position)) return true;
    }
    return false;
  };

  const settle = (settled: Waiter[], reached: boolean) => {
    waiters = waiters.filter((waiter) => !settled.includes(waiter));
    for (const waiter of settled) waiter.resolve(reached);
    if (waiters.length === 0) stopPolling();
  };

  /** Whether the read models moved past what was known; `streams` as `changed` takes them. */
  const advance = (position: bigint | null, streams: ReadonlySet<string> | null = null): boolean => {
    if (position === null || (known !== null && position <= known)) return false;
    known = position;
    changed(streams);
    const reached = waiters.filter((waiter) => waiter.position <= position);
    settle(
      reached.filter((waiter) => !missesHalted(waiter.position, waiter.readModels)),
      true,
    );
    settle(
      reached.filter((waiter) => missesHalted(waiter.position, waiter.readModels)),
      false,
    );
    return true;
  };

  /** Waiters for a read model that has just halted before their position need not wait on. */
  const replaceHalts = (next: Map<string, bigint | null>) => {
    halts = next;
    settle(
      waiters.filter((waiter) => waiter.readModels && missesHalted(waiter.position, waiter.readModels)),
      false,
    );
  };

  const refresh = async () => {
    if (deps.readHalts) replaceHalts(await deps.readHalts());
    advance(await deps.readCheckpoint());
  };

  const poll = async () => {
    try {
      await refresh();
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
      const payload = message.payload ?? '';
      const batch = parseBatchNotice(payload);
      if (batch) {
        // A notice of a position polling already reached still says which streams it changed.
        if (!advance(batch.position, batch.streams)) changed(batch.streams);
        return;
      }
      changed(null);
      const halt = /^halted:(.+):(\d*)$/.exec(payload);
      if (halt) replaceHalts(new Map(halts).set(halt[1]!, halt[2] ? BigInt(halt[2]) : null));
      else void poll();
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
    // Notices missed while the connection was down are not known: anything may have changed.
    changed(null);
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
    waitFor(position, timeoutMs, readModels) {
      if (readModels && missesHalted(position, readModels)) return Promise.resolve(false);
      if (known !== null && position <= known) return Promise.resolve(!missesHalted(position, readModels));
      return new Promise<boolean>((resolve) => {
        const waiter: Waiter = {
          position,
          readModels,
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
    halted() {
      return halts;
    },
    version() {
      return listening ? version : null;
    },
    onChange(listener) {
      listeners.push(listener);
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
