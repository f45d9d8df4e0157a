import { buildReadApi, openSharedHttpDeps } from '../wiring/apps';
import { portalHealthChecks } from '../wiring/health-checks';
import { openInfrastructure } from '../wiring/infrastructure';
import { listen } from './listen';
import { runService } from './run-service';

/** The read API as its own service behind the gateway (docker-compose.yml). */
await runService('read-api', async (config, logger) => {
  const databaseUrl = config.DATABASE_URL!;
  const infrastructure = await openInfrastructure({
    config,
    databaseUrl,
    logger,
    applicationName: 'read-api',
  });
  const { knex, store } = infrastructure;
  const healthChecks = portalHealthChecks({ knex, store, redisUrl: config.REDIS_URL });
  const http = await openSharedHttpDeps({ config, databaseUrl, logger, knex, store, healthChecks });
  const app = buildReadApi(http);
  const close = await listen(app.callback(), config.PORT);
  return async () => {
    await close();
    await http.close();
    await infrastructure.close();
  };
});
