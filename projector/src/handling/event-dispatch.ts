import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type { Projection, ReadModel } from '../projection';
import { isTransientDatabaseError } from './transient-error';

/**
 * A handler could not apply an event: its read model halts on it rather than skip it. When a batch
 * handler fails on several events, `event` is the batch's first: the live projector then applies
 * them one at a time, which names the very event. The message names the event and the reason but
 * never a statement's SQL text (a database error says its code and where), because it is shown in
 * `/api/health`; the log gets the whole cause.
 */
export class HandlerError extends Error {
  override name = 'HandlerError';

  constructor(
    readonly event: RecordedEvent,
    override readonly cause: unknown,
    batchSize = 1,
  ) {
    const what =
      batchSize === 1
        ? `${event.type} ${event.id} at position ${event.position}`
        : `a batch of ${batchSize} events from position ${event.position}`;
    super(`Cannot apply ${what}: ${reasonOf(cause)}`, { cause });
  }
}

/** PostgreSQL's errors as their code and the objects they name; knex puts the SQL in the message. */
function reasonOf(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const { code, severity, table, column, constraint } = cause as Partial<
    Record<'code' | 'severity' | 'table' | 'column' | 'constraint', unknown>
  >;
  if (typeof code !== 'string' || typeof severity !== 'string') return cause.message;
  const where = [
    typeof table === 'string' && `table ${table}`,
    typeof column === 'string' && `column ${column}`,
    typeof constraint === 'string' && `constraint ${constraint}`,
  ].filter(Boolean);
  return `database error ${code}${where.length > 0 ? ` (${where.join(', ')})` : ''}`;
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
    for (const { apply } of appliers) await apply(trx, events);
  };
}

/** A read model's name with what applies a batch's events to it alone. */
export interface ReadModelApplier {
  readModel: string;
  apply: EventDispatcher;
}

/**
 * One applier per read model: each applies a batch's events to its read model alone. Read models
 * keep to their own tables, so a rebuild may run them side by side, each in its own transaction,
 * and the live projector may halt one while the others go on.
 */
export function createReadModelAppliers(projection: Projection): ReadModelApplier[] {
  return projection.readModels.map((readModel) => ({
    readModel: readModel.name,
    apply: applierOf(readModel),
  }));
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
