import { createProjector, portalProjection } from '@seerat/projector';
import { portalHealthChecks } from '../wiring/health-checks';
import { openInfrastructure } from '../wiring/infrastructure';
import { healthOnlyApp } from './health-only-app';
import { listen } from './listen';
import { runService } from './run-service';

/**
 * The projector as its own service. Run two: one projects, the other waits as standby and takes
 * over when the first one's connection is gone. It serves only `/api/health` for its probe.
 */
await runService('projector', async (config, logger) => {
  const infrastructure = await openInfrastructure({
    config,
    databaseUrl: config.DATABASE_URL!,
    logger,
    applicationName: 'projector',
  });
  const { knex, store } = infrastructure;
  const projector = createProjector({ knex, store, projection: portalProjection, logger });
  await projector.start();
  const checks = portalHealthChecks({ knex, store, redisUrl: config.REDIS_URL });
  const close = await listen(healthOnlyApp(checks, logger).callback(), config.PORT);
  return async () => {
    await close();
    await projector.stop();
    await infrastructure.close();
  };
});
