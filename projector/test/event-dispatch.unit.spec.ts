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
  it('applies each event, in order, through every read model that handles its type', async () => {
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

  it('passes a lost connection through: it says nothing about the event', async () => {
    const lost = Object.assign(new Error('terminating connection'), { code: '57P01' });
    const projection: Projection = {
      name: 'test',
      readModels: [{ name: 'a', migrations: [], handlers: { Made: async () => Promise.reject(lost) } }],
    };
    await expect(createEventDispatcher(projection)(trx, [recorded('Made', 1n)])).rejects.toBe(lost);
  });
});
