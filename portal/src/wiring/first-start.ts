import {
  createIdAllocator,
  ensureDefaultRecommendedBooks,
  ensureFirstAdministrator,
} from '@seerat/command-api';
import type { EventStore } from '@seerat/eventstore';
import type { Config, Knex, Logger } from '@seerat/platform';

/** What recording a portal's first start needs; `announce` shows the generated password once. */
export interface FirstStartDeps {
  config: Config;
  knex: Knex;
  store: EventStore;
  logger: Logger;
  announce: (text: string) => void;
}

/**
 * What the first start of a portal records, once however many replicas start together: the
 * first administrator and the default Seerat books, both by the System user.
 */
export async function recordFirstStart(deps: FirstStartDeps): Promise<void> {
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
