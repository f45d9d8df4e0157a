/**
 * Runs commands a few at a time, in the order given, never two of one entity at once, and never
 * before the commands of the entities it depends on (a sub-city after its town's circle, a city
 * after its zone) that were scheduled earlier. The first failure stops everything: `schedule`
 * and `drain` throw it.
 */
export interface CommandScheduler {
  /** Waits for a free slot, then starts `run` once `key`'s and `after`'s earlier commands are done. */
  schedule(key: object, after: readonly object[], run: () => Promise<void>): Promise<void>;
  /** Waits for every started command. */
  drain(): Promise<void>;
}

export function createCommandScheduler(concurrency: number): CommandScheduler {
  const tails = new WeakMap<object, Promise<void>>();
  const inFlight = new Set<Promise<void>>();
  const freed: (() => void)[] = [];
  let failure: { error: unknown } | null = null;

  const throwIfFailed = () => {
    if (failure) throw failure.error;
  };

  return {
    async schedule(key, after, run) {
      while (inFlight.size >= concurrency) {
        await new Promise<void>((resolve) => freed.push(resolve));
        throwIfFailed();
      }
      throwIfFailed();
      const before = [key, ...after].map((entity) => tails.get(entity));
      const task = Promise.all(before)
        .then(() => (failure ? undefined : run()))
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => {
          inFlight.delete(task);
          freed.shift()?.();
        });
      inFlight.add(task);
      tails.set(key, task);
    },
    async drain() {
      while (inFlight.size > 0) await Promise.all(inFlight);
      throwIfFailed();
    },
  };
}
