import type { RecordedEvent, Subscription } from '../../src/index';

/**
 * Drains a subscription in the background, so a test can append and then wait for what it expects.
 * Waiting is bounded so that a missing event fails the test instead of hanging it.
 */
export interface Collector {
  readonly events: RecordedEvent[];
  readonly batchSizes: number[];
  /** Resolves once `predicate` holds for the events so far; rejects on timeout or a failed read. */
  waitUntil(what: string, predicate: (events: RecordedEvent[]) => boolean, timeoutMs?: number): Promise<void>;
  /** Closes the subscription and waits for the iteration to end; rethrows its error, if any. */
  stop(): Promise<void>;
}

export function collect(subscription: Subscription): Collector {
  const events: RecordedEvent[] = [];
  const batchSizes: number[] = [];
  const checks = new Set<() => void>();
  let failure: unknown = null;
  const recheck = () => {
    for (const check of checks) check();
  };
  const drained = (async () => {
    try {
      for await (const batch of subscription) {
        batchSizes.push(batch.length);
        events.push(...batch);
        recheck();
      }
    } catch (error) {
      failure = error;
      recheck();
    }
  })();

  return {
    events,
    batchSizes,
    waitUntil(what, predicate, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const finish = (error?: Error) => {
          clearTimeout(timer);
          checks.delete(check);
          if (error) reject(error);
          else resolve();
        };
        const check = () => {
          if (failure) finish(new Error(`Subscription failed while waiting for ${what}`, { cause: failure }));
          else if (predicate(events)) finish();
        };
        const timer = setTimeout(
          () => finish(new Error(`Timed out waiting for ${what}; received ${events.length} events`)),
          timeoutMs,
        );
        checks.add(check);
        check();
      });
    },
    async stop() {
      await subscription.close();
      await drained;
      if (failure) throw failure;
    },
  };
}
