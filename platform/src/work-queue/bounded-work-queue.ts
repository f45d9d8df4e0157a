import { HttpError } from '../http/http-error';

/**
 * Costly work (password checks: Argon2id, 19 MiB and tens of milliseconds each; decoding an
 * uploaded picture) runs a few at a time, so a burst cannot take every thread of libuv's pool or
 * the memory of the process. A bounded number wait their turn; past that, `reserve` answers null
 * at once and the caller is told to try again (429 with Retry-After: `queueFull`).
 */
export interface BoundedWorkQueue {
  /** A place in the queue, or null when it is full. */
  reserve(): QueuePlace | null;
}

export interface QueuePlace {
  /** Runs `task` when a slot is free; the place is given up when it ends. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place up without running anything. */
  cancel(): void;
}

/** Seconds a caller turned away by a full queue is asked to wait. */
export const QUEUE_FULL_RETRY_SECONDS = 1;

export function createBoundedWorkQueue(options: {
  concurrency: number;
  maxWaiting: number;
}): BoundedWorkQueue {
  let held = 0;
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (running < options.concurrency) {
      running++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  // The slot passes straight to the next in line, so `running` only falls when nobody waits.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    reserve() {
      if (held >= options.concurrency + options.maxWaiting) return null;
      held++;
      let settled = false;
      const giveUp = () => {
        if (!settled) held--;
        settled = true;
      };
      return {
        async run(task) {
          await acquire();
          try {
            return await task();
          } finally {
            release();
            giveUp();
          }
        },
        cancel: giveUp,
      };
    },
  };
}

/** The answer to a caller a full queue turns away: 429, try again in a second. */
export function queueFull(message: string): HttpError {
  return new HttpError(429, message, undefined, { 'Retry-After': String(QUEUE_FULL_RETRY_SECONDS) });
}

/** Runs `task` in its turn, or refuses at once with `queueFull(busyMessage)` when the queue is full. */
export function runBounded<T>(
  queue: BoundedWorkQueue,
  busyMessage: string,
  task: () => Promise<T>,
): Promise<T> {
  const place = queue.reserve();
  if (!place) throw queueFull(busyMessage);
  return place.run(task);
}
