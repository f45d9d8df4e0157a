import { createServer } from 'node:http';
import path from 'node:path';
import type { JobRunner } from '@seerat/jobs';
import { type CheckpointWatcher, securityHeaders } from '@seerat/platform';
import { createProjector, type Projector, portalProjection } from '@seerat/projector';
import { routeByMethod } from './method-router';
import {
  listenOnPort,
  openDataDirDatabase,
  type StartedPortal,
  type StartUpOptions,
  startInOrder,
} from './start-up';
import { createWebApp } from './web-assets';
import { buildCommandApi, buildReadApi, openSharedHttpDeps } from './wiring/apps';
import { recordFirstStartAndDemoData } from './wiring/first-start-and-demo-data';
import { portalHealthChecks } from './wiring/health-checks';
import { openInfrastructure } from './wiring/infrastructure';
import { startPortalJobs } from './wiring/jobs';

export interface RunningPortal extends StartedPortal {
  projector: Projector;
  jobs: JobRunner;
  /**
   * What the APIs have heard of the read models. A test that reads what another user wrote waits
   * on it, not on the projector alone: the APIs drop their kept users and answers only once they
   * hear the projector's notice, a moment after its commit.
   */
  checkpointWatcher: CheckpointWatcher;
}

export interface StartPortalOptions extends StartUpOptions {
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
  return startInOrder(logger, async (onStop) => {
    const database = await openDataDirDatabase(config, logger, onStop);
    const infrastructure = await openInfrastructure({
      config,
      databaseUrl: database.url,
      logger,
      applicationName: 'portal',
    });
    onStop(infrastructure.close);
    const { knex, store } = infrastructure;

    const projector = createProjector({ knex, store, projection: portalProjection, logger });
    await projector.start();
    onStop(() => projector.stop());

    const healthChecks = portalHealthChecks({ knex, store, redisUrl: config.REDIS_URL });
    const http = await openSharedHttpDeps({
      config,
      databaseUrl: database.url,
      logger,
      knex,
      store,
      healthChecks,
    });
    onStop(http.close);

    await recordFirstStartAndDemoData({ config, knex, store, logger, announce: options.announce });

    const started = await startPortalJobs({
      redisUrl: config.REDIS_URL,
      knex,
      deps: {
        sessionStore: http.sessionStore,
        commands: { store, knex, watcher: http.checkpointWatcher },
        verifyChain: http.verifyChain,
      },
      logger,
      clock: options.clock,
      scheduled: options.scheduleJobs,
    });
    onStop(() => started.stop());
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
    const port = await listenOnPort(server, config.PORT, onStop);
    logger.info({ port, dataDir: path.resolve(config.DATA_DIR) }, 'portal started');
    return {
      url: `http://localhost:${port}`,
      server,
      projector,
      jobs,
      checkpointWatcher: http.checkpointWatcher,
    };
  });
}
