import { createPostgresEventStore } from '@seerat/eventstore';
import { createKnex, createSilentLogger } from '@seerat/platform';
import { createProjector } from '../src/index';
import { fixtureProjection } from './fixture-projection';

/**
 * A projector process that kills itself mid-batch, for the crash test: after the handlers of its
 * CRASH_ON_BATCH-th batch ran and before that batch's COMMIT, it sends itself SIGKILL, so no
 * cleanup code runs (like a power cut, as far as the database can tell).
 *   node --import tsx projector/test/crash-child.ts
 * with DATABASE_URL, READ_SCHEMA, BATCH_SIZE and CRASH_ON_BATCH set.
 */
const { DATABASE_URL, READ_SCHEMA, BATCH_SIZE, CRASH_ON_BATCH } = process.env;
if (!DATABASE_URL || !READ_SCHEMA || !BATCH_SIZE || !CRASH_ON_BATCH) {
  throw new Error('Set DATABASE_URL, READ_SCHEMA, BATCH_SIZE and CRASH_ON_BATCH');
}

let batches = 0;
const projector = createProjector({
  knex: createKnex({ connectionString: DATABASE_URL }),
  store: createPostgresEventStore({ connectionString: DATABASE_URL }),
  projection: fixtureProjection,
  logger: createSilentLogger(),
  schema: READ_SCHEMA,
  batchSize: Number(BATCH_SIZE),
  hooks: {
    async beforeCommit() {
      batches += 1;
      if (batches === Number(CRASH_ON_BATCH)) process.kill(process.pid, 'SIGKILL');
    },
  },
});
await projector.start();
