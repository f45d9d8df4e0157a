import {
  createIdAllocator,
  ensureDefaultRecommendedBooks,
  ensureFirstAdministrator,
} from '@seerat/command-api';
import { buildCommandApi, openSharedHttpDeps } from '../wiring/apps';
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
  const ids = createIdAllocator(knex);
  await ensureFirstAdministrator({
    store,
    knex,
    ids,
    logger,
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
    announce: (text) => process.stdout.write(`${text}\n`),
  });
  await ensureDefaultRecommendedBooks({ store, ids, logger });
  const app = buildCommandApi({ ...http, trustProxy: true });
  const close = await listen(app.callback(), config.PORT);
  return async () => {
    await close();
    await http.close();
    await infrastructure.close();
  };
});
