import { createProjector, portalProjection } from '@seerat/projector';
import { portalHealthChecks } from '../wiring/health-checks';
import { openInfrastructure } from '../wiring/infrastructure';
import { startServiceJobs } from '../wiring/jobs';
import { healthOnlyApp } from './health-only-app';
import { listen } from './listen';
import { runService } from './run-service';

/**
 * `npm start`'s projector: the projector and the background jobs in one process, on one set of
 * connections. A process of its own for the jobs cost about 100 MB of memory at idle (a Node
 * process and its libraries) for work that needs no more than the projector's connections. The
 * supervisor restarts it as one: a crash of either part restarts both, and the jobs' start-up
 * pass (the danger zone) runs again. The Docker deployment keeps them apart (projector.ts, jobs.ts).
 */
await runService('projector', async (config, logger) => {
  const infrastructure = await openInfrastructure({
    config,
    databaseUrl: config.DATABASE_URL!,
    logger,
    applicationName: 'projector and jobs',
  });
  const { knex, store } = infrastructure;
  const projector = createProjector({ knex, store, projection: portalProjection, logger });
  await projector.start();
  const stopJobs = await startServiceJobs({ config, infrastructure, logger: logger.child({ part: 'jobs' }) });
  const checks = portalHealthChecks({ knex, store, redisUrl: config.REDIS_URL });
  const close = await listen(healthOnlyApp(checks, logger).callback(), config.PORT);
  return async () => {
    await close();
    await stopJobs();
    await projector.stop();
    await infrastructure.close();
  };
});
