import pg from 'pg';
import type { EventStoreLogger } from '../logger';

/**
 * One LISTEN connection per store, shared by its subscriptions. It only wakes them early: if it is
 * down, they still poll. After every (re)connect it wakes them all, because a NOTIFY sent while
 * nobody listened is gone and they must read what they may have missed.
 */
export interface NotificationListener {
  /**
   * Calls `onNotify` on every NOTIFY from now on. Resolves once LISTEN is active, or once it has
   * failed (the listener then keeps retrying in the background). Returns the way to stop.
   */
  listen(onNotify: () => void): Promise<() => void>;
  close(): Promise<void>;
}

export interface NotificationListenerDeps {
  connectionString: string;
  channel: string;
  logger: EventStoreLogger;
  reconnectDelayMs: number;
}

export function createNotificationListener(deps: NotificationListenerDeps): NotificationListener {
  const handlers = new Set<() => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const wakeAll = () => {
    for (const handler of handlers) handler();
  };

  function ensureListening(): Promise<void> {
    if (closed || client) return Promise.resolve();
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  async function connect(): Promise<void> {
    const candidate = new pg.Client({
      connectionString: deps.connectionString,
      application_name: 'eventstore-listener',
    });
    candidate.on('notification', wakeAll);
    candidate.on('error', (error) => lost(candidate, error));
    candidate.on('end', () => lost(candidate, new Error('connection ended')));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN "${deps.channel}"`);
    } catch (error) {
      deps.logger.warn({ err: error }, 'Event store listener cannot LISTEN; subscriptions poll meanwhile');
      void candidate.end().catch(() => {});
      scheduleReconnect();
      return;
    }
    if (closed) {
      await candidate.end();
      return;
    }
    client = candidate;
    wakeAll();
  }

  function lost(candidate: pg.Client, error: Error): void {
    if (client !== candidate) return;
    client = null;
    deps.logger.warn({ err: error }, 'Event store listener lost its connection; reconnecting');
    void candidate.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void ensureListening();
    }, deps.reconnectDelayMs);
  }

  return {
    async listen(onNotify) {
      handlers.add(onNotify);
      await ensureListening();
      return () => {
        handlers.delete(onNotify);
      };
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await connecting;
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
