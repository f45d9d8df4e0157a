/**
 * Arguments both adapters refuse before talking to their database, so they refuse the same things.
 */
import type { EventToAppend, ExpectedRevision } from './event-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An append needs at least one event (its result names the last one), ids are UUIDs and unique
 * within the append (EventStoreDB would store a repeated id twice, Postgres once), and every event
 * has data (JSON has no `undefined`).
 */
export function assertAppendable(
  streamName: string,
  events: EventToAppend[],
  expectedRevision: ExpectedRevision,
): void {
  if (streamName.length === 0) throw new TypeError('A stream name must not be empty');
  if (events.length === 0) throw new TypeError(`Append to ${streamName}: no events`);
  if (typeof expectedRevision === 'bigint' && expectedRevision < 0n)
    throw new RangeError(`Append to ${streamName}: expected revision ${expectedRevision} is negative`);
  const ids = new Set<string>();
  for (const event of events) {
    if (!UUID.test(event.id)) throw new TypeError(`Append to ${streamName}: event id ${event.id} is no UUID`);
    const id = event.id.toLowerCase();
    if (ids.has(id)) throw new TypeError(`Append to ${streamName}: event id ${event.id} appears twice`);
    ids.add(id);
    if (event.data === undefined)
      throw new TypeError(`Append to ${streamName}: event ${event.id} has no data`);
  }
}

/** A read's `maxCount` is a whole number of at least one. */
export function assertMaxCount(maxCount: number): void {
  if (!Number.isSafeInteger(maxCount) || maxCount < 1)
    throw new RangeError(`maxCount must be a whole number of at least 1, got ${maxCount}`);
}
