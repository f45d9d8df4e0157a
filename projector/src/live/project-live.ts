import { setTimeout as delay } from 'node:timers/promises';
import type { EventStore, Position } from '@seerat/eventstore';
import type { Logger } from '@seerat/platform';
import { claimCheckpoint } from '../read-schema/projection-state';
import { applyLiveBatch, type HaltDetails, type LiveBatchContext } from './live-batch';

export interface LiveProjectionContext extends LiveBatchContext {
  store: EventStore;
  logger: Logger;
  batchSize: number;
  onCheckpoint(checkpoint: Position | null): void;
}

export type LiveOutcome = { kind: 'stopped' } | { kind: 'halted'; halt: HaltDetails };

const RETRY_DELAY_MS = 1000;

/**
 * Follows the store into the read schema until `signal` aborts or an event halts the projection.
 * A failing database or store is logged and retried from the stored checkpoint: an event is never
 * skipped, and a batch that did not commit is simply delivered again.
 */
export async function projectLive(context: LiveProjectionContext, signal: AbortSignal): Promise<LiveOutcome> {
  while (!signal.aborted) {
    try {
      const outcome = await followFromCheckpoint(context, signal);
      if (outcome) return outcome;
    } catch (error) {
      if (signal.aborted) break;
      context.logger.error({ err: error, projection: context.name }, 'projection failed; retrying');
      await delay(RETRY_DELAY_MS, undefined, { signal }).catch(() => undefined);
    }
  }
  return { kind: 'stopped' };
}

/** Subscribes after the stored checkpoint; returns nothing when it must subscribe again. */
async function followFromCheckpoint(
  context: LiveProjectionContext,
  signal: AbortSignal,
): Promise<LiveOutcome | undefined> {
  const { knex, schema, name, store, logger } = context;
  let checkpoint = await claimCheckpoint(knex, schema, name);
  context.onCheckpoint(checkpoint);
  const subscription = store.subscribeToAll({ after: checkpoint, maxBatchSize: context.batchSize });
  // Ends a wait for the live tail; a batch in flight still finishes its transaction.
  const closeOnAbort = () => void subscription.close();
  signal.addEventListener('abort', closeOnAbort, { once: true });
  try {
    for await (const events of subscription) {
      if (signal.aborted) break;
      if (events.length === 0) continue;
      const outcome = await applyLiveBatch(context, events, checkpoint);
      switch (outcome.kind) {
        case 'committed':
          checkpoint = outcome.checkpoint;
          context.onCheckpoint(checkpoint);
          break;
        case 'moved':
          logger.info(
            { projection: name, followed: checkpoint?.toString(), stored: outcome.stored?.toString() },
            'read schema was swapped by a rebuild; resubscribing from its checkpoint',
          );
          return undefined;
        case 'halted':
          context.onCheckpoint(outcome.checkpoint);
          return { kind: 'halted', halt: outcome.halt };
        default: {
          const unexpected: never = outcome;
          throw new Error(`Unknown batch outcome ${JSON.stringify(unexpected)}`);
        }
      }
    }
    return signal.aborted ? { kind: 'stopped' } : undefined;
  } finally {
    signal.removeEventListener('abort', closeOnAbort);
    await subscription.close();
  }
}
