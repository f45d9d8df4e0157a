import {
  createIdAllocator,
  ensureDefaultRecommendedBooks,
  ensureFirstAdministrator,
} from '@seerat/command-api';
import type { EventStore } from '@seerat/eventstore';
import type { Config, Knex, Logger } from '@seerat/platform';

/**
 * What the first start of a portal records, once however many replicas start together: the
 * first administrator and the default Seerat books, both by the System user.
 */
export async function recordFirstStart(deps: {
  config: Config;
  knex: Knex;
  store: EventStore;
  logger: Logger;
  announce: (text: string) => void;
}): Promise<void> {
  const { config, knex, store, logger } = deps;
  const ids = createIdAllocator(knex);
  await ensureFirstAdministrator({
    store,
    knex,
    ids,
    logger,
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
    announce: deps.announce,
  });
  await ensureDefaultRecommendedBooks({ store, ids, logger });
}
