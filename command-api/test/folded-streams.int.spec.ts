import { randomUUID } from 'node:crypto';
import { type EventMetadata, SYSTEM_USER } from '@seerat/contracts';
import type { Decider, DomainEvent } from '@seerat/domain';
import { createEventStore, type EventStore, type ReadStreamOptions } from '@seerat/eventstore';
import { createSilentLogger } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCommand } from '../src/commands/handle-command';

/** A tally: each `Add` records how much, the state is the sum and how many were added. */
type Added = DomainEvent<'Added', { amount: number }>;
const tally: Decider<{ sum: number; count: number }, { amount: number }, Added> = {
  initialState: () => ({ sum: 0, count: 0 }),
  evolve: (state, event) => ({ sum: state.sum + event.data.amount, count: state.count + 1 }),
  decide: (command) => [{ type: 'Added', data: { amount: command.amount } }],
};

const metadata: EventMetadata = {
  ...SYSTEM_USER,
  correlationId: 'test',
  occurredAt: new Date().toISOString(),
};

let db: TestDatabase;
let real: EventStore;
/** The real store, counting the events each stream read returns. */
let store: EventStore;
let eventsRead: number;

beforeEach(async () => {
  db = await createTestDatabase('folded_streams');
  real = createEventStore({ databaseUrl: db.url, logger: createSilentLogger() });
  eventsRead = 0;
  store = {
    ...real,
    append: (...args) => real.append(...args),
    readStream: async (name: string, options?: ReadStreamOptions) => {
      const events = await real.readStream(name, options);
      eventsRead += events.length;
      return events;
    },
  };
});
afterEach(async () => {
  await real.close();
  await db.drop();
});

const add = (amount: number) =>
  handleCommand({ store, streamName: 'tally-1', decider: tally, command: { amount }, metadata });

describe('a command on a long stream', () => {
  it('reads only the events appended since the last command on it', async () => {
    for (let amount = 1; amount <= 20; amount++) await add(amount);
    eventsRead = 0;
    const result = await add(100);
    expect(result.state).toEqual({ sum: 310, count: 21 });
    expect(result.revision).toBe(20n);
    expect(eventsRead).toBe(0);
  });

  it('folds in what another writer appended meanwhile', async () => {
    await add(1);
    await real.append('tally-1', [{ id: randomUUID(), type: 'Added', data: { amount: 41 }, metadata }], 0n);
    eventsRead = 0;
    const result = await add(1000);
    expect(result.state).toEqual({ sum: 1042, count: 3 });
    expect(eventsRead).toBe(1);
  });

  it('loses nothing when commands on the same stream race', async () => {
    await Promise.all(Array.from({ length: 2 }, () => add(5)));
    const result = await add(0);
    expect(result.state).toEqual({ sum: 10, count: 3 });
  });
});
