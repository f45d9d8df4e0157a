import { randomBytes, randomUUID } from 'node:crypto';
import type { EventMetadata } from '@seerat/contracts';
import type { EventStore, EventToAppend, Position, RecordedEvent } from '../../src/index';

/** Unique per run, so the suite can share an EventStoreDB server with other runs. */
export function uniqueStreamName(category = 'contract'): string {
  return `${category}-${randomBytes(6).toString('hex')}`;
}

export function testMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    userId: 7,
    username: 'tester',
    correlationId: randomUUID(),
    occurredAt: '2024-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function newEvent(data: unknown = { value: 1 }, type = 'ContractTested'): EventToAppend {
  return { id: randomUUID(), type, data, metadata: testMetadata() };
}

export function newEvents(count: number, type = 'ContractTested'): EventToAppend[] {
  return Array.from({ length: count }, (_, index) => newEvent({ index }, type));
}

export function ids(events: { id: string }[]): string[] {
  return events.map((event) => event.id);
}

export function expectStrictlyIncreasing(positions: Position[]): void {
  for (let index = 1; index < positions.length; index++) {
    if (positions[index]! <= positions[index - 1]!)
      throw new Error(`Position ${positions[index]} at ${index} does not follow ${positions[index - 1]}`);
  }
}

/**
 * `readAll` after `after` until `done` says the events read so far are enough, or the log ends.
 * A bounded page size keeps it honest about paging.
 */
export async function readAllUntil(
  store: EventStore,
  after: Position | null,
  done: (events: RecordedEvent[]) => boolean,
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let cursor = after;
  for (;;) {
    const page = await store.readAll({ after: cursor, maxCount: 200 });
    events.push(...page);
    const last = page.at(-1);
    if (!last || done(events)) return events;
    cursor = last.position;
  }
}
