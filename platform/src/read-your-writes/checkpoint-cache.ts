import type { CheckpointWatcher } from './checkpoint-watcher';

/**
 * Values read from the read models, kept until the projector next reports a change. The read
 * models change only in the projector's batches and a rebuild's swap, and each sends a notice
 * (see `CheckpointWatcher.version`), so a value read at version V is still true while it is V.
 *
 * Take `version()` before reading and hand it to `remember`: the value is then at least as new
 * as that version (the watcher hears of a batch after its commit), never older. Nothing is kept
 * while the watcher cannot hear the projector (its connection is down).
 */
export interface CheckpointCache<V> {
  /** The version to read at, or `null` when nothing may be cached now. */
  version(): number | null;
  get(key: string): V | undefined;
  remember(key: string, readAt: number | null, value: V): void;
}

export function createCheckpointCache<V>(options: {
  watcher: CheckpointWatcher;
  /** How much one value weighs (1 unless told): its size in bytes, say. */
  weigh?: (value: V) => number;
  /** Once the values kept at one version weigh this much, further values are not kept. */
  maxWeight: number;
}): CheckpointCache<V> {
  const { watcher, maxWeight } = options;
  const weigh = options.weigh ?? (() => 1);
  let heldAt: number | null = null;
  let values = new Map<string, V>();
  let weight = 0;

  /** The entries, emptied first if the read models may have changed since they were read. */
  const current = (): Map<string, V> | null => {
    const now = watcher.version();
    if (now === null || now !== heldAt) {
      if (values.size > 0) values = new Map();
      weight = 0;
      heldAt = now;
    }
    return now === null ? null : values;
  };

  return {
    version: () => watcher.version(),
    get(key) {
      return current()?.get(key);
    },
    remember(key, readAt, value) {
      const entries = current();
      if (entries === null || readAt !== heldAt || entries.has(key)) return;
      const added = weigh(value);
      if (weight + added > maxWeight) return;
      weight += added;
      entries.set(key, value);
    },
  };
}
