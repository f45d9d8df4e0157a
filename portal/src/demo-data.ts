import { DemoDataRefusedError, type DemoScaleName, seedDemoData } from '@seerat/demo-data';
import type { EventStore } from '@seerat/eventstore';
import type { Knex, Logger } from '@seerat/platform';

/**
 * `DEMO_DATA=small|national npm start`: a newcomer's empty portal gets a demo organisation built
 * through the real commands (bench's generator), before it starts serving; `small` takes seconds,
 * `national` (about 1.4 million events) about 9 minutes on two cores, with a progress bar on
 * stderr. A portal that already holds zones is left alone, so the variable may stay set.
 */
export async function addDemoData(deps: {
  scale: DemoScaleName;
  store: EventStore;
  knex: Knex;
  logger: Logger;
  announce: (text: string) => void;
}): Promise<void> {
  const { logger } = deps;
  try {
    logger.info({ scale: deps.scale }, 'adding demo data');
    const summary = await seedDemoData({ ...deps, progressStream: process.stderr });
    const accounts = summary.accounts.map(({ role, username }) => `  ${role.padEnd(15)} ${username}`);
    deps.announce(
      `\nDemo data added: ${summary.events.toLocaleString('en-US')} events.\n` +
        `Every demo user's password is "${summary.password}"; for example:\n${accounts.join('\n')}\n`,
    );
  } catch (error) {
    if (!(error instanceof DemoDataRefusedError)) throw error;
    logger.info(`DEMO_DATA left alone: ${error.message}`);
  }
}
