import { createEventStore } from '@seerat/eventstore';
import { createKnex, createLogger, loadConfig } from '@seerat/platform';
import { portalProjection } from './portal-projection';
import { rebuildProjection } from './rebuild/rebuild';

/**
 * Rebuilds the portal's read schema from the whole event log while the portal keeps serving:
 *   DATABASE_URL=postgres://… node --import tsx projector/src/rebuild-cli.ts
 * EVENTSTORE_URL selects EventStoreDB as the log, as it does for the portal. Progress goes to
 * stderr, logs to stdout. Exits non-zero when the rebuild fails; the live schema is then untouched.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'rebuild' });
  if (!config.DATABASE_URL) {
    logger.error('DATABASE_URL is required: the rebuild writes into that database');
    return 2;
  }
  const knex = createKnex({ connectionString: config.DATABASE_URL, applicationName: 'projector rebuild' });
  const store = createEventStore({
    databaseUrl: config.DATABASE_URL,
    eventStoreUrl: config.EVENTSTORE_URL,
    logger,
  });
  try {
    await rebuildProjection(
      { knex, store, projection: portalProjection, logger, schema: 'read' },
      { progressStream: process.stderr },
    );
    return 0;
  } catch {
    // rebuildProjection has logged why.
    return 1;
  } finally {
    await store.close();
    await knex.destroy();
  }
}

process.exitCode = await main();
