import { once } from 'node:events';
import type { Server } from 'node:http';
import { type Config, type Logger, lockDataDir } from '@seerat/platform';
import { openPortalDatabase, type PortalDatabase } from './database';

/**
 * The start-up and tear-down that both ways of running the portal share: `startPortal` (every
 * service in one process: the API and browser tests) and `startSupervisedPortal` (`npm start`: a
 * process per service). Each takes DATA_DIR, opens the database, starts its own parts and listens
 * on the port; each stops in the reverse order, PostgreSQL last, also when a later step fails.
 */

/** What both start-ups are given. */
export interface StartUpOptions {
  config: Config;
  logger: Logger;
  /** The built web app; `null` serves the APIs only (tests of the APIs). */
  webDistDir: string | null;
  /** Where the first administrator's generated password is shown, once. */
  announce: (text: string) => void;
}

/** What both start-ups answer once the portal serves. */
export interface StartedPortal {
  url: string;
  server: Server;
  /** Stops everything in the reverse order of starting; PostgreSQL last. */
  stop(): Promise<void>;
}

/** Remembers how to stop the part just started. */
export type OnStop = (stop: () => Promise<void>) => void;

/**
 * Runs `start`, which registers a stop for each part it starts, and adds `stop()` to what it
 * answers. A failed start stops what was started so far and fails with the start's error. A part
 * that does not stop cleanly is logged and the others still stop: PostgreSQL must not stay up
 * because a server hung.
 */
export async function startInOrder<Started>(
  logger: Logger,
  start: (onStop: OnStop) => Promise<Started>,
): Promise<Started & { stop(): Promise<void> }> {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) {
      await stop().catch((error) =>
        logger.error({ err: error }, 'a part of the portal did not stop cleanly'),
      );
    }
    stops.length = 0;
  };
  try {
    const started = await start((stop) => stops.push(stop));
    return { ...started, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * Takes DATA_DIR's lock (one running portal per directory), then opens the database: the
 * configured one, or the embedded PostgreSQL in DATA_DIR.
 */
export async function openDataDirDatabase(
  config: Config,
  logger: Logger,
  onStop: OnStop,
): Promise<PortalDatabase> {
  const lock = await lockDataDir(config.DATA_DIR);
  onStop(lock.release);
  const database = await openPortalDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    logger,
  });
  onStop(database.stop);
  return database;
}

/** Listens on `port` (0: one the system picks) and answers the port it took. */
export async function listenOnPort(server: Server, port: number, onStop: OnStop): Promise<number> {
  server.listen(port);
  await once(server, 'listening');
  onStop(() => closeServer(server));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : port;
}

/** Stops taking requests and closes the idle keep-alive connections, which would hold it open. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}
