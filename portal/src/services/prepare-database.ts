import { createLogger, loadConfig } from '@seerat/platform';
import type { AnnouncementMessage } from '../supervisor/prepare-database-process';
import { recordFirstStartAndDemoData } from '../wiring/first-start-and-demo-data';
import { openInfrastructure } from '../wiring/infrastructure';

/**
 * `npm start`'s one-off step before the services start: the migrations, the first administrator
 * and the demo data, in a process that ends when they are done, so that what they load (every
 * use case, the demo generator, its pictures) never stays in the supervisor's memory.
 */
// A supervisor that is gone (killed) takes this step with it.
process.once('disconnect', () => process.exit(1));
const config = loadConfig();
const logger = createLogger({ level: config.LOG_LEVEL, name: 'portal' });
const announce = (text: string) => {
  if (process.send) process.send({ kind: 'announce', text } satisfies AnnouncementMessage);
  else process.stdout.write(`${text}\n`);
};
const infrastructure = await openInfrastructure({
  config,
  databaseUrl: config.DATABASE_URL!,
  logger,
  applicationName: 'portal start',
});
try {
  const { knex, store } = infrastructure;
  await recordFirstStartAndDemoData({ config, knex, store, logger, announce });
} finally {
  await infrastructure.close();
}
process.removeAllListeners('disconnect');
if (process.connected) process.disconnect();
