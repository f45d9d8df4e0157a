import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { JobRunner } from '@seerat/jobs';
import { type Config, type Logger, lockDataDir, securityHeaders } from '@seerat/platform';
import { createProjector, type Projector, portalProjection } from '@seerat/projector';
import { openPortalDatabase } from './database';
import { addDemoData } from './demo-data';
import { routeByMethod } from './method-router';
import { createWebApp } from './web-assets';
import { buildCommandApi, buildReadApi, openSharedHttpDeps } from './wiring/apps';
import { recordFirstStart } from './wiring/first-start';
import { portalHealthChecks } from './wiring/health-checks';
import { openInfrastructure } from './wiring/infrastructure';
import { startPortalJobs } from './wiring/jobs';

export interface RunningPortal {
  url: string;
  server: Server;
  projector: Projector;
  jobs: JobRunner;
  /** Stops everything in the reverse order of starting; PostgreSQL last. */
  stop(): Promise<void>;
}

export interface StartPortalOptions {
  config: Config;
  logger: Logger;
  /** The built web app; `null` serves the APIs only (tests of the APIs). */
  webDistDir: string | null;
  /** Where the first administrator's generated password is shown, once. */
  announce: (text: string) => void;
  /** How long a read may wait for the caller's own write to be projected (3 s unless told). */
  readYourWritesTimeoutMs?: number;
  /** The background jobs' time (tests move it); the real clock unless given. */
  clock?: () => Date;
  /** `false`: the jobs run only when asked, never at their due times (API tests). */
  scheduleJobs?: boolean;
}

/**
 * The whole portal in one process on one port, on embedded defaults unless the configuration
 * names external services. If any step fails, what was started is stopped again. `npm start` runs
 * each service in a process of its own instead (`startSupervisedPortal`); the API and browser
 * tests use this in-process mode, which starts in a fraction of the time.
 */
export async function startPortal(options: StartPortalOptions): Promise<RunningPortal> {
  const { config, logger } = options;
  const stack: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stack.reverse()) {
      await stop().catch((error) =>
        logger.error({ err: error }, 'a part of the portal did not stop cleanly'),
      );
    }
    stack.length = 0;
  };

  try {
    const lock = await lockDataDir(config.DATA_DIR);
    stack.push(lock.release);
    const database = await openPortalDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      logger,
    });
    stack.push(database.stop);
    const infrastructure = await openInfrastructure({
      config,
      databaseUrl: database.url,
      logger,
      applicationName: 'portal',
    });
    stack.push(infrastructure.close);
    const { knex, store } = infrastructure;

    const projector = createProjector({ knex, store, projection: portalProjection, logger });
    await projector.start();
    stack.push(() => projector.stop());

    const healthChecks = portalHealthChecks({ knex, store, redisUrl: config.REDIS_URL });
    const http = await openSharedHttpDeps({
      config,
      databaseUrl: database.url,
      logger,
      knex,
      store,
      healthChecks,
    });
    stack.push(http.close);

    await recordFirstStart({ config, knex, store, logger, announce: options.announce });
    if (config.DEMO_DATA) {
      await addDemoData({ scale: config.DEMO_DATA, store, knex, logger, announce: options.announce });
    }

    const started = await startPortalJobs({
      redisUrl: config.REDIS_URL,
      knex,
      deps: { sessionStore: http.sessionStore, commands: { store, knex }, verifyChain: http.verifyChain },
      logger,
      clock: options.clock,
      scheduled: options.scheduleJobs,
    });
    stack.push(() => started.stop());
    const jobs = started.runner;

    const web = createWebApp({ distDir: options.webDistDir, logger });
    const server = createServer(
      routeByMethod({
        read: buildReadApi({ ...http, readYourWritesTimeoutMs: options.readYourWritesTimeoutMs }).callback(),
        command: buildCommandApi(http).callback(),
        web: web.callback(),
        headers: securityHeaders({ https: http.https }),
      }),
    );
    server.listen(config.PORT);
    await once(server, 'listening');
    stack.push(() => closeServer(server));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port, dataDir: path.resolve(config.DATA_DIR) }, 'portal started');
    return { url: `http://localhost:${port}`, server, projector, jobs, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}
