import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type { Projection, ReadModel } from '../projection';
import { isTransientDatabaseError } from './transient-error';

/**
 * A handler could not apply an event: the projection halts on it rather than skip it. When a batch
 * handler fails on several events, `event` is the batch's first: the live projector then applies
 * them one per transaction, which names the very event.
 */
export class HandlerError extends Error {
  override name = 'HandlerError';

  constructor(
    readonly event: RecordedEvent,
    override readonly cause: unknown,
    batchSize = 1,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const what =
      batchSize === 1
        ? `${event.type} ${event.id} at position ${event.position}`
        : `a batch of ${batchSize} events from position ${event.position}`;
    super(`Cannot apply ${what}: ${reason}`, { cause });
  }
}

export type EventDispatcher = (trx: Knex.Transaction, events: RecordedEvent[]) => Promise<void>;

/**
 * Applies a batch read model by read model, in the order the projection lists them; each gets the
 * batch's events it handles, in log order. Read models keep to their own tables, so this leaves
 * the same rows as going event by event. A transient database error passes through untouched: it
 * says nothing about the events, so the caller retries instead of halting.
 */
export function createEventDispatcher(projection: Projection): EventDispatcher {
  const appliers = createReadModelAppliers(projection);
  return async (trx, events) => {
    for (const apply of appliers) await apply(trx, events);
  };
}

/**
 * One applier per read model: each applies a batch's events to its read model alone. Read models
 * keep to their own tables, so a rebuild may run them side by side, each in its own transaction.
 */
export function createReadModelAppliers(projection: Projection): EventDispatcher[] {
  return projection.readModels.map(applierOf);
}

function applierOf(readModel: ReadModel): EventDispatcher {
  if ('applyBatch' in readModel) {
    const types = new Set(readModel.eventTypes);
    return async (trx, events) => {
      const handled = events.filter((event) => types.has(event.type));
      if (handled.length === 0) return;
      await failingAs(handled, () => readModel.applyBatch(trx, handled));
    };
  }
  return async (trx, events) => {
    for (const event of events) {
      const handler = readModel.handlers[event.type];
      if (handler) await failingAs([event], () => handler(trx, event));
    }
  };
}

async function failingAs(events: RecordedEvent[], apply: () => Promise<void>): Promise<void> {
  try {
    await apply();
  } catch (error) {
    if (isTransientDatabaseError(error)) throw error;
    throw new HandlerError(events[0]!, error, events.length);
  }
}
