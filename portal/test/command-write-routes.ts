import type { EventStore } from '@seerat/eventstore';
import type { CheckpointWatcher, Knex } from '@seerat/platform';
import { createSilentLogger } from '@seerat/platform';
import { commandRouters, type SharedHttpDeps } from '../src/wiring/apps';

/** A watcher that never hears of a change: the routers below are built to be read, never called. */
const stillWatcher: CheckpointWatcher = {
  waitFor: async () => true,
  halted: () => new Map(),
  current: () => null,
  version: () => 0,
  onChange: () => {},
  close: async () => {},
};

/**
 * `METHOD /path` of every write route the command API serves, read from its own routers, so a
 * route added later is covered by the tests that use this without touching them.
 */
export function commandWriteRoutes(deps: { knex: Knex; store: EventStore }): string[] {
  const declarationDeps = {
    ...deps,
    logger: createSilentLogger(),
    checkpointWatcher: stillWatcher,
  } as unknown as SharedHttpDeps;
  return commandRouters(declarationDeps).flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods
        .filter((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method))
        .map((method) => `${method} ${layer.path}`),
    ),
  );
}
