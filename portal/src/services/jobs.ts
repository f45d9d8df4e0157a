import { portalHealthChecks } from '../wiring/health-checks';
import { openInfrastructure } from '../wiring/infrastructure';
import { startServiceJobs } from '../wiring/jobs';
import { healthOnlyApp } from './health-only-app';
import { listen } from './listen';
import { runService } from './run-service';

/**
 * The background jobs as their own service (docker-compose.yml): BullMQ workers when REDIS_URL
 * is set. `npm start` runs them in the projector's process instead (projector-and-jobs.ts).
 */
await runService('jobs', async (config, logger) => {
  const infrastructure = await openInfrastructure({
    config,
    databaseUrl: config.DATABASE_URL!,
    logger,
    applicationName: 'jobs',
  });
  const stopJobs = await startServiceJobs({ config, infrastructure, logger });
  const { knex, store } = infrastructure;
  const checks = portalHealthChecks({ knex, store, redisUrl: config.REDIS_URL });
  const close = await listen(healthOnlyApp(checks, logger).callback(), config.PORT);
  return async () => {
    await close();
    await stopJobs();
    await infrastructure.close();
  };
});
