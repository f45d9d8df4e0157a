import type { Position, RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type pg from 'pg';
import { type EventDispatcher, HandlerError, type ReadModelApplier } from '../handling/event-dispatch';
import { advisoryKey } from '../locks/advisory-keys';
import {
  batchNotice,
  closeBatch,
  openBatch,
  type ProjectionHalt,
  type ReadModelCursor,
  recordHalt,
} from '../read-schema/projection-state';
import { withinOpenTransaction } from './batch-connection';

/**
 * Test seams, not for production use: they let a test pause a batch before its transaction, or
 * kill the process after the handlers ran but before COMMIT.
 */
export interface ProjectorHooks {
  beforeBatch?(events: RecordedEvent[]): Promise<void>;
  beforeCommit?(events: RecordedEvent[]): Promise<void>;
}

export interface LiveBatchContext {
  knex: Knex;
  schema: string;
  appliers: ReadModelApplier[];
  hooks: ProjectorHooks;
}

export type HaltDetails = Omit<ProjectionHalt, 'at'>;

/** Read model name → where it is. */
export type Cursors = Map<string, ReadModelCursor>;

export type BatchOutcome =
  | { kind: 'committed'; cursors: Cursors; halts: { halt: HaltDetails; cause: unknown }[] }
  /** The stored checkpoints are not the ones this runner followed: a rebuild swapped tables in. */
  | { kind: 'moved' };

/**
 * Applies one delivered batch in one transaction with the read models' checkpoints. If a handler
 * fails, the batch rolls back and runs again with each read model in a savepoint of its own: the
 * failing read model applies its events one at a time up to the failing one, which is recorded as
 * its halt (everything before it is kept, nothing after it is applied to it), and every other read
 * model commits the whole batch.
 */
export async function applyLiveBatch(
  context: LiveBatchContext,
  events: RecordedEvent[],
  cursors: Cursors,
): Promise<BatchOutcome> {
  try {
    return await commitBatch(context, events, cursors, false);
  } catch (error) {
    if (!(error instanceof HandlerError)) throw error;
    return commitBatch(context, events, cursors, true);
  }
}

async function commitBatch(
  context: LiveBatchContext,
  events: RecordedEvent[],
  cursors: Cursors,
  isolate: boolean,
): Promise<BatchOutcome> {
  const { knex, schema } = context;
  await context.hooks.beforeBatch?.(events);
  const connection: pg.ClientBase = await knex.client.acquireConnection();
  try {
    // The swap lock is shared with other batches, exclusive for a rebuild's swap: once held,
    // `schema` names the tables this batch will commit into, and the checkpoint rows are theirs.
    const stored = await openBatch(connection, { schema, swapKey: advisoryKey('swap', schema) });
    if ([...cursors].some(([name, cursor]) => stored.get(name) !== cursor.checkpoint)) {
      await connection.query('ROLLBACK');
      return { kind: 'moved' };
    }
    return await knex.transaction(
      (trx) => applyAndCommit(context, trx, connection, events, cursors, isolate),
      {
        connection: withinOpenTransaction(connection),
      },
    );
  } catch (error) {
    // Whatever the batch wrote goes; a broken connection has lost it already.
    await connection.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await knex.client.releaseConnection(connection);
  }
}

/** Applies the batch in `trx`, the transaction `openBatch` began on `connection`, and commits it. */
async function applyAndCommit(
  context: LiveBatchContext,
  trx: Knex.Transaction,
  connection: pg.ClientBase,
  events: RecordedEvent[],
  cursors: Cursors,
  isolate: boolean,
): Promise<BatchOutcome> {
  const { appliers, hooks } = context;
  const last = lastOf(events);
  const next: Cursors = new Map(cursors);
  const advanced = new Map<string, Position>();
  const halts: { halt: HaltDetails; cause: unknown }[] = [];
  for (const { readModel, apply } of appliers) {
    const cursor = cursors.get(readModel);
    if (!cursor || cursor.halted) continue;
    const pending = eventsAfter(events, cursor.checkpoint);
    if (pending.length === 0) continue;
    if (isolate) {
      const halted = await applyIsolated(trx, readModel, apply, pending, cursor.checkpoint);
      if (halted) {
        halts.push(halted);
        next.set(readModel, { checkpoint: halted.checkpoint, halted: true });
        continue;
      }
    } else {
      await apply(trx, pending);
    }
    advanced.set(readModel, last.position);
    next.set(readModel, { checkpoint: last.position, halted: false });
  }
  await hooks.beforeCommit?.(events);
  await closeBatch(connection, advanced, batchNotice(last.position, events));
  return { kind: 'committed', cursors: next, halts };
}

/** Null when the read model applied every event; else its halt, already recorded in `trx`. */
async function applyIsolated(
  trx: Knex.Transaction,
  readModel: string,
  apply: EventDispatcher,
  events: RecordedEvent[],
  checkpoint: Position | null,
): Promise<{ halt: HaltDetails; cause: unknown; checkpoint: Position | null } | null> {
  if (await appliedInSavepoint(trx, apply, events)) return null;
  let current = checkpoint;
  for (const event of events) {
    try {
      await trx.transaction((savepoint) => apply(savepoint, [event]));
      current = event.position;
    } catch (error) {
      if (!(error instanceof HandlerError)) throw error;
      const halt = {
        readModel,
        message: error.message,
        eventId: event.id,
        eventType: event.type,
        position: event.position,
      };
      await recordHalt(trx, halt, current);
      return { halt, cause: error.cause, checkpoint: current };
    }
  }
  // Every event applied: the failure did not reproduce one event at a time.
  return null;
}

async function appliedInSavepoint(
  trx: Knex.Transaction,
  apply: EventDispatcher,
  events: RecordedEvent[],
): Promise<boolean> {
  try {
    await trx.transaction((savepoint) => apply(savepoint, events));
    return true;
  } catch (error) {
    if (!(error instanceof HandlerError)) throw error;
    return false;
  }
}

function eventsAfter(events: RecordedEvent[], checkpoint: Position | null): RecordedEvent[] {
  if (checkpoint === null) return events;
  const first = events.findIndex((event) => event.position > checkpoint);
  return first === -1 ? [] : first === 0 ? events : events.slice(first);
}

function lastOf(events: RecordedEvent[]): RecordedEvent {
  const last = events.at(-1);
  if (!last) throw new Error('A delivered batch is never empty');
  return last;
}
