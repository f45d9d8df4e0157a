import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { createEventDispatcher, HandlerError } from '../src/handling/event-dispatch';
import type { Projection } from '../src/projection';

// Handlers receive the transaction untouched; these ones never use it.
const trx = {} as Knex.Transaction;

function recorded(type: string, position: bigint): RecordedEvent {
  return {
    id: `event-${position}`,
    streamName: 'thing-1',
    revision: position,
    position,
    type,
    data: {},
    metadata: { userId: null, username: 'System', correlationId: 'c', occurredAt: '2025-01-01T00:00:00Z' },
    recordedAt: new Date(0),
  };
}

describe('event dispatch', () => {
  it('applies the events read model by read model, each in log order, to the models that handle them', async () => {
    const calls: string[] = [];
    const projection: Projection = {
      name: 'test',
      readModels: [
        {
          name: 'a',
          migrations: [],
          handlers: { Made: async (_, event) => void calls.push(`a ${event.position}`) },
        },
        {
          name: 'b',
          migrations: [],
          handlers: {
            Made: async (_, event) => void calls.push(`b ${event.position}`),
            Gone: async (_, event) => void calls.push(`b gone ${event.position}`),
          },
        },
      ],
    };
    await createEventDispatcher(projection)(trx, [
      recorded('Made', 1n),
      recorded('Other', 2n),
      recorded('Gone', 3n),
    ]);
    expect(calls).toEqual(['a 1', 'b 1', 'b gone 3']);
  });

  it('names the event a handler could not apply', async () => {
    const projection: Projection = {
      name: 'test',
      readModels: [
        { name: 'a', migrations: [], handlers: { Made: async () => Promise.reject(new Error('no')) } },
      ],
    };
    const failure = await createEventDispatcher(projection)(trx, [recorded('Made', 7n)]).catch(
      (error) => error,
    );
    expect(failure).toBeInstanceOf(HandlerError);
    expect(failure.event.position).toBe(7n);
    expect(failure.message).toBe('Cannot apply Made event-7 at position 7: no');
  });

  it('gives a batch read model the events of its types, in log order, in one call', async () => {
    const batches: bigint[][] = [];
    const projection: Projection = {
      name: 'test',
      readModels: [
        {
          name: 'batched',
          migrations: [],
          eventTypes: ['Made', 'Gone'],
          applyBatch: async (_, events) => void batches.push(events.map((event) => event.position)),
        },
      ],
    };
    const dispatch = createEventDispatcher(projection);
    await dispatch(trx, [
      recorded('Made', 1n),
      recorded('Other', 2n),
      recorded('Gone', 3n),
      recorded('Made', 4n),
    ]);
    await dispatch(trx, [recorded('Other', 5n)]);
    expect(batches).toEqual([[1n, 3n, 4n]]);
  });

  it('names the batch a batch read model could not apply, or the event when it was alone', async () => {
    const projection: Projection = {
      name: 'test',
      readModels: [
        {
          name: 'a',
          migrations: [],
          eventTypes: ['Made'],
          applyBatch: async () => Promise.reject(new Error('no')),
        },
      ],
    };
    const dispatch = createEventDispatcher(projection);
    const batchFailure = await dispatch(trx, [recorded('Made', 7n), recorded('Made', 8n)]).catch(
      (error) => error,
    );
    expect(batchFailure).toBeInstanceOf(HandlerError);
    expect(batchFailure.event.position).toBe(7n);
    expect(batchFailure.message).toBe('Cannot apply a batch of 2 events from position 7: no');
    const eventFailure = await dispatch(trx, [recorded('Made', 9n)]).catch((error) => error);
    expect(eventFailure.message).toBe('Cannot apply Made event-9 at position 9: no');
  });

  it('passes a lost connection through: it says nothing about the event', async () => {
    const lost = Object.assign(new Error('terminating connection'), { code: '57P01' });
    const projection: Projection = {
      name: 'test',
      readModels: [{ name: 'a', migrations: [], handlers: { Made: async () => Promise.reject(lost) } }],
    };
    await expect(createEventDispatcher(projection)(trx, [recorded('Made', 1n)])).rejects.toBe(lost);
  });
});
