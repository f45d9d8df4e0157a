import type { Position, RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import { type EventDispatcher, HandlerError } from '../handling/event-dispatch';
import { advisoryKey } from '../locks/advisory-keys';
import {
  openBatch,
  type ProjectionHalt,
  recordHalt,
  writeAndNotifyCheckpoint,
} from '../read-schema/projection-state';

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
  name: string;
  dispatch: EventDispatcher;
  hooks: ProjectorHooks;
}

export type HaltDetails = Omit<ProjectionHalt, 'at'>;

export type BatchOutcome =
  | { kind: 'committed'; checkpoint: Position }
  /** The stored checkpoint is not the one this runner followed: a rebuild swapped the schema. */
  | { kind: 'moved'; stored: Position | null }
  | { kind: 'halted'; checkpoint: Position | null; halt: HaltDetails };

/**
 * Applies one delivered batch in one transaction with its checkpoint. If a handler fails, the
 * batch rolls back and its events are applied one per transaction up to the failing one, which is
 * recorded as the halt: everything before it is kept, nothing after it is applied.
 */
export async function applyLiveBatch(
  context: LiveBatchContext,
  events: RecordedEvent[],
  checkpoint: Position | null,
): Promise<BatchOutcome> {
  try {
    return await commitBatch(context, events, checkpoint);
  } catch (error) {
    if (!(error instanceof HandlerError)) throw error;
    return applyOneByOne(context, events, checkpoint);
  }
}

async function applyOneByOne(
  context: LiveBatchContext,
  events: RecordedEvent[],
  checkpoint: Position | null,
): Promise<BatchOutcome> {
  let current = checkpoint;
  for (const event of events) {
    try {
      const outcome = await commitBatch(context, [event], current);
      if (outcome.kind !== 'committed') return outcome;
      current = outcome.checkpoint;
    } catch (error) {
      if (!(error instanceof HandlerError)) throw error;
      const halt = {
        message: error.message,
        eventId: event.id,
        eventType: event.type,
        position: event.position,
      };
      await recordHalt(context.knex, context.schema, context.name, halt);
      return { kind: 'halted', checkpoint: current, halt };
    }
  }
  // Every event committed: the failure did not reproduce one event at a time.
  return { kind: 'committed', checkpoint: lastOf(events).position };
}

async function commitBatch(
  context: LiveBatchContext,
  events: RecordedEvent[],
  checkpoint: Position | null,
): Promise<BatchOutcome> {
  const { knex, schema, name, dispatch, hooks } = context;
  const last = lastOf(events);
  await hooks.beforeBatch?.(events);
  return knex.transaction(async (trx) => {
    // The swap lock is shared with other batches, exclusive for a rebuild's swap: once held,
    // `schema` names the tables this batch will commit into, and the checkpoint row is theirs.
    const stored = await openBatch(trx, { schema, swapKey: advisoryKey('swap', schema), name });
    if (stored === undefined) throw new Error(`Read schema "${schema}" has no checkpoint row for "${name}"`);
    if (stored !== checkpoint) return { kind: 'moved', stored };
    await dispatch(trx, events);
    await writeAndNotifyCheckpoint(trx, name, last.position);
    await hooks.beforeCommit?.(events);
    return { kind: 'committed', checkpoint: last.position };
  });
}

function lastOf(events: RecordedEvent[]): RecordedEvent {
  const last = events.at(-1);
  if (!last) throw new Error('A delivered batch is never empty');
  return last;
}
