import { parseArgs } from 'node:util';
import { openEventStore } from '@seerat/eventstore';
import { createKnex, createLogger, loadConfig, readRunningDatabaseUrl } from '@seerat/platform';
import { portalProjection } from './portal-projection';
import { rebuildProjection } from './rebuild/rebuild';

/**
 * Rebuilds the portal's read schema from the whole event log while the portal keeps serving:
 *   npm run rebuild-read-models [-- --read-model <name>]
 * on the database of DATABASE_URL, or else on the embedded one that `npm start` runs in DATA_DIR.
 * With `--read-model`, only that read model is rebuilt and swapped in (the others go on untouched):
 * the recovery of a read model halted on an event, once its handler is fixed. EVENTSTORE_URL
 * selects EventStoreDB as the log, as it does for the portal. Progress goes to stderr, logs to
 * stdout. Exits non-zero when the rebuild fails; the live schema is then untouched.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'rebuild' });
  const names = portalProjection.readModels.map((readModel) => readModel.name);
  let readModel: string | undefined;
  try {
    readModel = parseArgs({ options: { 'read-model': { type: 'string' } } }).values['read-model'];
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  if (readModel !== undefined && !names.includes(readModel)) {
    process.stderr.write(`No read model "${readModel}". The read models: ${names.join(', ')}\n`);
    return 2;
  }
  const databaseUrl = config.DATABASE_URL ?? (await readRunningDatabaseUrl(config.DATA_DIR));
  if (!databaseUrl) {
    logger.error('Set DATABASE_URL, or start the portal on its embedded database (npm start) first');
    return 2;
  }
  const knex = createKnex({ connectionString: databaseUrl, applicationName: 'projector rebuild' });
  const store = await openEventStore({
    databaseUrl,
    eventStoreUrl: config.EVENTSTORE_URL,
    logger,
  });
  try {
    await rebuildProjection(
      { knex, store, projection: portalProjection, logger, schema: 'read' },
      { progressStream: process.stderr, readModel },
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
