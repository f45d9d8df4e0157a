import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type { EventHandler, Projection } from '../projection';
import { isTransientDatabaseError } from './transient-error';

/** A handler could not apply an event: the projection halts on it rather than skip it. */
export class HandlerError extends Error {
  override name = 'HandlerError';

  constructor(
    readonly event: RecordedEvent,
    override readonly cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Cannot apply ${event.type} ${event.id} at position ${event.position}: ${reason}`, { cause });
  }
}

export type EventDispatcher = (trx: Knex.Transaction, events: RecordedEvent[]) => Promise<void>;

/**
 * Applies events in order, each through every read model that handles its type (in the order the
 * projection lists them). A transient database error passes through untouched: it says nothing
 * about the event, so the caller retries instead of halting.
 */
export function createEventDispatcher(projection: Projection): EventDispatcher {
  const handlersByType = new Map<string, EventHandler[]>();
  for (const readModel of projection.readModels) {
    for (const [type, handler] of Object.entries(readModel.handlers)) {
      if (!handler) continue;
      handlersByType.set(type, [...(handlersByType.get(type) ?? []), handler]);
    }
  }
  return async (trx, events) => {
    for (const event of events) {
      for (const handler of handlersByType.get(event.type) ?? []) {
        try {
          await handler(trx, event);
        } catch (error) {
          if (isTransientDatabaseError(error)) throw error;
          throw new HandlerError(event, error);
        }
      }
    }
  };
}
