import {
  type AllStreamResolvedEvent,
  BACKWARDS,
  END,
  type Position as EsdbPosition,
  type EventStoreDBClient,
  FORWARDS,
  START,
  StreamNotFoundError,
} from '@eventstore/db-client';
import { assertMaxCount } from '../argument-rules';
import type { Position, ReadAllOptions, ReadStreamOptions, RecordedEvent } from '../event-store';
import { isBefore, toEsdbPosition } from './positions';
import { toRecordedEvent } from './recorded-event';

export async function readStream(
  client: EventStoreDBClient,
  streamName: string,
  options: ReadStreamOptions = {},
): Promise<RecordedEvent[]> {
  if (options.maxCount !== undefined) assertMaxCount(options.maxCount);
  const backwards = options.direction === 'backwards';
  const events: RecordedEvent[] = [];
  try {
    for await (const resolved of client.readStream(streamName, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: options.fromRevision ?? (backwards ? END : START),
      ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
    })) {
      const event = toRecordedEvent(resolved);
      if (event) events.push(event);
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
  return events;
}

/**
 * `$all` also holds the server's own events, which our port does not show, so a page may come back
 * short of `maxCount` while more of ours follow: keep reading until the count is met or the log ends.
 * The server reads from a position inclusively; ours is exclusive, hence the filter on the cursor.
 */
export async function readAll(client: EventStoreDBClient, options: ReadAllOptions): Promise<RecordedEvent[]> {
  assertMaxCount(options.maxCount);
  const events: RecordedEvent[] = [];
  let cursor = options.after === null ? null : toEsdbPosition(options.after);
  while (events.length < options.maxCount) {
    const pageSize = options.maxCount - events.length + 1;
    const page = await collect(
      client.readAll({ direction: FORWARDS, fromPosition: cursor ?? START, maxCount: pageSize }),
    );
    for (const resolved of page) {
      const position = rawPosition(resolved);
      if (cursor && !isBefore(cursor, position)) continue;
      cursor = position;
      const event = toRecordedEvent(resolved);
      if (event) events.push(event);
      if (events.length === options.maxCount) break;
    }
    if (page.length < pageSize) break;
  }
  return events;
}

const HEAD_PAGE_SIZE = 100;

/** The newest of our events: walk back from the end past the server's own events. */
export async function headPosition(client: EventStoreDBClient): Promise<Position | null> {
  let cursor: EsdbPosition | null = null;
  for (;;) {
    const page = await collect(
      client.readAll({ direction: BACKWARDS, fromPosition: cursor ?? END, maxCount: HEAD_PAGE_SIZE }),
    );
    for (const resolved of page) {
      const position = rawPosition(resolved);
      if (cursor && !isBefore(position, cursor)) continue;
      const event = toRecordedEvent(resolved);
      if (event) return event.position;
      cursor = position;
    }
    if (page.length < HEAD_PAGE_SIZE) return null;
  }
}

function rawPosition(resolved: AllStreamResolvedEvent): EsdbPosition {
  const position = resolved.event?.position ?? resolved.link?.position;
  if (!position) throw new Error('EventStoreDB returned a $all event without a position');
  return position;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const collected: T[] = [];
  for await (const item of items) collected.push(item);
  return collected;
}
