import type { Position } from '@seerat/eventstore';

/** The live runner's checkpoint in memory, with waiters for in-process read-your-writes. */
export interface CheckpointWatch {
  readonly current: Position | null;
  update(checkpoint: Position | null): void;
  /** True once the checkpoint reaches `position`; false after `timeoutMs` or on `cancelAll`. */
  waitFor(position: Position, timeoutMs: number): Promise<boolean>;
  cancelAll(): void;
}

interface Waiter {
  position: Position;
  timer: NodeJS.Timeout;
  resolve(reached: boolean): void;
}

export function createCheckpointWatch(): CheckpointWatch {
  let current: Position | null = null;
  const waiters = new Set<Waiter>();
  const settle = (waiter: Waiter, reached: boolean) => {
    clearTimeout(waiter.timer);
    waiters.delete(waiter);
    waiter.resolve(reached);
  };
  const reached = (position: Position) => current !== null && current >= position;
  return {
    get current() {
      return current;
    },
    update(checkpoint) {
      current = checkpoint;
      for (const waiter of waiters) if (reached(waiter.position)) settle(waiter, true);
    },
    waitFor(position, timeoutMs) {
      if (reached(position)) return Promise.resolve(true);
      return new Promise((resolve) => {
        const waiter: Waiter = {
          position,
          resolve,
          timer: setTimeout(() => settle(waiter, false), timeoutMs),
        };
        waiters.add(waiter);
      });
    },
    cancelAll() {
      for (const waiter of waiters) settle(waiter, false);
    },
  };
}
