import {
  type AllStreamResolvedEvent,
  type EventStoreDBClient,
  excludeSystemEvents,
  START,
} from '@eventstore/db-client';
import type { RecordedEvent, SubscribeOptions, Subscription } from '../event-store';
import { toEsdbPosition } from './positions';
import { toRecordedEvent } from './recorded-event';

/**
 * The server pushes events one at a time; this buffers them and hands out what has arrived as one
 * batch (up to `maxBatchSize`), pausing the gRPC stream while a full batch waits to be taken. The
 * server's start position is already exclusive for subscriptions; the filter on `after` only
 * guards that promise.
 */
export function subscribeToAllInBatches(
  client: EventStoreDBClient,
  options: SubscribeOptions & { maxBatchSize: number; onClose(): void },
): Subscription {
  const { after, maxBatchSize } = options;
  const source = client.subscribeToAll({
    fromPosition: after === null ? START : toEsdbPosition(after),
    filter: excludeSystemEvents(),
  });
  const buffer: RecordedEvent[] = [];
  let failure: unknown = null;
  let ended = false;
  let closed = false;
  let iterated = false;
  let wake: (() => void) | null = null;

  const notify = () => {
    wake?.();
    wake = null;
  };
  source.on('data', (resolved: AllStreamResolvedEvent) => {
    try {
      const event = toRecordedEvent(resolved);
      if (!event || (after !== null && event.position <= after)) return;
      buffer.push(event);
      if (buffer.length >= maxBatchSize) source.pause();
    } catch (error) {
      failure = error;
      source.pause();
    }
    notify();
  });
  source.on('error', (error) => {
    failure = error;
    notify();
  });
  source.on('end', () => {
    ended = true;
    notify();
  });

  async function* batches(): AsyncGenerator<RecordedEvent[]> {
    while (!closed) {
      if (buffer.length > 0) {
        const batch = buffer.splice(0, maxBatchSize);
        if (!failure) source.resume();
        yield batch;
        continue;
      }
      if (failure) throw failure;
      // Only close() may end a subscription; a quiet end would leave its consumer waiting forever.
      if (ended) throw new Error('EventStoreDB ended the subscription');
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  }

  return {
    [Symbol.asyncIterator]() {
      if (iterated) throw new Error('A subscription can be iterated only once');
      iterated = true;
      return batches();
    },
    async close() {
      if (closed) return;
      closed = true;
      notify();
      await source.unsubscribe();
      options.onClose();
    },
  };
}
