import { buildCommandApi, openSharedHttpDeps } from '../wiring/apps';
import { recordFirstStart } from '../wiring/first-start';
import { portalHealthChecks } from '../wiring/health-checks';
import { openInfrastructure } from '../wiring/infrastructure';
import { listen } from './listen';
import { runService } from './run-service';

/** The command API as its own service behind the gateway (docker-compose.yml). */
await runService('command-api', async (config, logger) => {
  const databaseUrl = config.DATABASE_URL!;
  const infrastructure = await openInfrastructure({
    config,
    databaseUrl,
    logger,
    applicationName: 'command-api',
  });
  const { knex, store } = infrastructure;
  const healthChecks = portalHealthChecks({ knex, store, redisUrl: config.REDIS_URL });
  const http = await openSharedHttpDeps({ config, databaseUrl, logger, knex, store, healthChecks });
  await recordFirstStart({
    config,
    knex,
    store,
    logger,
    announce: (text) => process.stdout.write(`${text}\n`),
  });
  const app = buildCommandApi(http);
  const close = await listen(app.callback(), config.PORT);
  return async () => {
    await close();
    await http.close();
    await infrastructure.close();
  };
});
