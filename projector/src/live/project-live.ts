import { setTimeout as delay } from 'node:timers/promises';
import type { EventStore, Position } from '@seerat/eventstore';
import type { Logger } from '@seerat/platform';
import type { Projection } from '../projection';
import { claimCheckpoints, leastCheckpoint } from '../read-schema/projection-state';
import { applyLiveBatch, type HaltDetails, type LiveBatchContext } from './live-batch';

export interface LiveProjectionContext extends LiveBatchContext {
  store: EventStore;
  logger: Logger;
  projection: Projection;
  batchSize: number;
  /** Where every read model that is not halted has got to. */
  onCheckpoint(checkpoint: Position | null): void;
  onHalt(halt: HaltDetails, cause: unknown): void;
}

const RETRY_DELAY_MS = 1000;

/**
 * Follows the store into the read schema until `signal` aborts: one subscription, fanned out to
 * every read model, each with its own checkpoint. A read model halted on an event it cannot apply
 * is left behind while the others go on; a rebuild that swaps it in again makes the runner follow
 * it once more. A failing database or store is logged and retried from the stored checkpoints: an
 * event is never skipped, and a batch that did not commit is simply delivered again.
 */
export async function projectLive(context: LiveProjectionContext, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    try {
      await followFromCheckpoints(context, signal);
    } catch (error) {
      if (signal.aborted) break;
      context.logger.error({ err: error }, 'projection failed; retrying');
      await delay(RETRY_DELAY_MS, undefined, { signal }).catch(() => undefined);
    }
  }
}

/** Subscribes after the least checkpoint of the read models not halted; returns to subscribe again. */
async function followFromCheckpoints(context: LiveProjectionContext, signal: AbortSignal): Promise<void> {
  const { knex, schema, store, logger } = context;
  let cursors = await claimCheckpoints(knex, schema, context.projection);
  const following = () => [...cursors.values()].filter((cursor) => !cursor.halted);
  context.onCheckpoint(leastCheckpoint(following()));
  if (following().length === 0) {
    // Every read model is halted: nothing to follow until a rebuild swaps one in again.
    await delay(RETRY_DELAY_MS, undefined, { signal }).catch(() => undefined);
    return;
  }
  const subscription = store.subscribeToAll({
    after: leastCheckpoint(following()),
    maxBatchSize: context.batchSize,
  });
  // Ends a wait for the live tail; a batch in flight still finishes its transaction.
  const closeOnAbort = () => void subscription.close();
  signal.addEventListener('abort', closeOnAbort, { once: true });
  try {
    for await (const events of subscription) {
      if (signal.aborted) break;
      if (events.length === 0) continue;
      const outcome = await applyLiveBatch(context, events, cursors);
      switch (outcome.kind) {
        case 'committed':
          cursors = outcome.cursors;
          for (const { halt, cause } of outcome.halts) context.onHalt(halt, cause);
          context.onCheckpoint(leastCheckpoint(following()));
          if (outcome.halts.length > 0 && following().length === 0) return;
          break;
        case 'moved':
          logger.info('read models were swapped in by a rebuild; resubscribing from their checkpoints');
          return;
        default: {
          const unexpected: never = outcome;
          throw new Error(`Unknown batch outcome ${JSON.stringify(unexpected)}`);
        }
      }
    }
  } finally {
    signal.removeEventListener('abort', closeOnAbort);
    await subscription.close();
  }
}
