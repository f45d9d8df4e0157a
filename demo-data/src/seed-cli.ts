import { parseArgs } from 'node:util';
import { openEventStore } from '@seerat/eventstore';
import { createKnex, createLogger, loadConfig } from '@seerat/platform';
import { isDemoScaleName } from './scales';
import { DemoDataRefusedError, seedDemoData } from './seed-demo-data';

/**
 * `npm run seed:demo -- --scale small|national [--seed 1]` fills the portal's database
 * (DATABASE_URL) with a demo organisation. Progress on stderr, logs on stdout. The portal's
 * projector builds the read models when it next runs.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: 'small' },
      seed: { type: 'string', default: '1' },
      concurrency: { type: 'string', default: '4' },
    },
  });
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'seed-demo' });
  if (!isDemoScaleName(values.scale)) {
    logger.error(`--scale must be small or national, not ${values.scale}`);
    return 2;
  }
  if (!config.DATABASE_URL) {
    logger.error('DATABASE_URL is required: the demo data is written into that database');
    return 2;
  }
  const knex = createKnex({ connectionString: config.DATABASE_URL, applicationName: 'seed-demo' });
  const store = await openEventStore({
    databaseUrl: config.DATABASE_URL,
    eventStoreUrl: config.EVENTSTORE_URL,
    logger,
  });
  try {
    const summary = await seedDemoData({
      store,
      knex,
      logger,
      scale: values.scale,
      seed: Number(values.seed),
      concurrency: Number(values.concurrency),
      progressStream: process.stderr,
    });
    const accounts = summary.accounts.map(({ role, username }) => `  ${role.padEnd(15)} ${username}`);
    process.stdout.write(
      `\nDemo data: ${summary.events.toLocaleString('en-US')} events in ${summary.seconds.toFixed(0)} s.\n` +
        `Sign in as any demo user with the password "${summary.password}", for example:\n${accounts.join('\n')}\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof DemoDataRefusedError) {
      logger.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await store.close();
    await knex.destroy();
  }
}

process.exitCode = await main();
