import { createPostgresSessionStore, SESSION_ABSOLUTE_MS } from '@seerat/platform';
import { openChainAudit } from '../wiring/chain-audit';
import { portalHealthChecks } from '../wiring/health-checks';
import { openInfrastructure } from '../wiring/infrastructure';
import { startPortalJobs } from '../wiring/jobs';
import { healthOnlyApp } from './health-only-app';
import { listen } from './listen';
import { runService } from './run-service';

/** The background jobs as their own service: BullMQ workers when REDIS_URL is set. */
await runService('jobs', async (config, logger) => {
  const infrastructure = await openInfrastructure({
    config,
    databaseUrl: config.DATABASE_URL!,
    logger,
    applicationName: 'jobs',
  });
  const { knex, store } = infrastructure;
  const sessionStore = createPostgresSessionStore({ knex, absoluteMs: SESSION_ABSOLUTE_MS });
  const chainAudit = openChainAudit({ config, databaseUrl: config.DATABASE_URL! });
  const jobs = await startPortalJobs({
    redisUrl: config.REDIS_URL,
    knex,
    deps: { sessionStore, commands: { store, knex }, verifyChain: chainAudit.verify },
    logger,
  });
  const checks = portalHealthChecks({ knex, store, redisUrl: config.REDIS_URL });
  const close = await listen(healthOnlyApp(checks, logger).callback(), config.PORT);
  return async () => {
    await close();
    await jobs.stop();
    await chainAudit.close();
    await infrastructure.close();
  };
});
