import type { RecordedEvent } from '@seerat/eventstore';
import type { BatchReadModel } from '../src/projection';
import type { TestEnvironment } from './test-environment';

/**
 * Applies the events to the live read schema as one batch of the read model, in one transaction,
 * and answers the SQL of every statement it sent through knex (a COPY goes on the connection and is
 * not among them).
 */
export async function applyAsOneBatch(
  env: TestEnvironment,
  readModel: BatchReadModel,
  events: RecordedEvent[],
): Promise<string[]> {
  const sent: string[] = [];
  const count = (query: { sql: string }) => sent.push(query.sql);
  await env.knex.transaction(async (trx) => {
    await trx.raw('SET LOCAL search_path TO read');
    env.knex.on('query', count);
    try {
      await readModel.applyBatch(trx, events);
    } finally {
      env.knex.off('query', count);
    }
  });
  return sent;
}
