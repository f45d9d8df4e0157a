import type { Position, RecordedEvent, Subscription } from '../event-store';
import type { NotificationListener } from './notification-listener';
import { WakeSignal } from './wake-signal';

export interface PollingSubscriptionDeps {
  after: Position | null;
  maxBatchSize: number;
  pollIntervalMs: number;
  listener: NotificationListener;
  /** Up to `maxCount` events after `after`, in position order. */
  readAfter(after: Position | null, maxCount: number): Promise<RecordedEvent[]>;
  onClose(): void;
}

/**
 * Reads pages after its own cursor. Appends commit in position order (see schema.sql.ts), so a
 * page can never miss an event that commits later: the cursor is a bare position. Between pages it
 * waits for a NOTIFY, or at most `pollIntervalMs` in case a NOTIFY was lost.
 */
export function createPollingSubscription(deps: PollingSubscriptionDeps): Subscription {
  const wake = new WakeSignal();
  let closed = false;
  let iterated = false;
  let stopListening: (() => void) | null = null;
  let reading: Promise<unknown> = Promise.resolve();

  async function* batches(): AsyncGenerator<RecordedEvent[]> {
    // LISTEN is active before the first read: whatever commits after that read wakes us.
    stopListening = await deps.listener.listen(() => wake.notify());
    try {
      let after = deps.after;
      while (!closed) {
        wake.clear();
        const read = deps.readAfter(after, deps.maxBatchSize);
        reading = read.catch(() => {});
        const batch = await read;
        if (closed) return;
        const last = batch.at(-1);
        if (last) {
          after = last.position;
          yield batch;
        }
        // A full page means more is probably waiting; a short one means we reached the head.
        if (batch.length < deps.maxBatchSize) await wake.wait(deps.pollIntervalMs);
      }
    } finally {
      stopListening();
    }
  }

  return {
    [Symbol.asyncIterator]() {
      if (iterated) throw new Error('A subscription can be iterated only once');
      iterated = true;
      return batches();
    },
    async close() {
      closed = true;
      wake.notify();
      stopListening?.();
      await reading;
      deps.onClose();
    },
  };
}
