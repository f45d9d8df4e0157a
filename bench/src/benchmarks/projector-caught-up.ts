import { createEventStore } from '@seerat/eventstore';
import { createKnex, type Logger } from '@seerat/platform';
import { READ_SCHEMA, readProjectionState } from '@seerat/projector';

/**
 * Resolves once the projector's checkpoint has reached the event log's head as it was when called.
 * Without the rebuild in front (`--http-only`) the services' projector may still be applying the
 * data set when they start, and every write would be refused until then (its rights not projected).
 */
export async function waitForProjector(databaseUrl: string, logger: Logger, timeoutMs = 15 * 60_000) {
  const knex = createKnex({ connectionString: databaseUrl, applicationName: 'bench wait' });
  const store = createEventStore({ databaseUrl, logger });
  try {
    const head = await store.headPosition();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { checkpoint } = await readProjectionState(knex, READ_SCHEMA);
      if (head === null || (checkpoint !== null && checkpoint >= head)) return;
      if (Date.now() > deadline) throw new Error(`The projector did not reach position ${head} in time`);
      logger.info(
        { checkpoint: checkpoint?.toString() ?? null, head: head.toString() },
        'waiting for the projector',
      );
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  } finally {
    await store.close();
    await knex.destroy();
  }
}
