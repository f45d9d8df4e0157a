import type { CheckpointWatcher } from './checkpoint-watcher';

/**
 * Values read from the read models, kept while the projector's checkpoint stays where it was.
 * The read models change only in the projector's batches, and every batch moves the checkpoint,
 * so a value read while the checkpoint stood at P is still true as long as it stands at P.
 *
 * Use `position()` before reading and hand it to `remember`: the value is then at least as new
 * as that position (the watcher hears of a batch after its commit), never older. Nothing is
 * kept while the watcher cannot vouch for the checkpoint (its connection is down).
 */
export interface CheckpointCache<V> {
  /** The checkpoint to read at, or `null` when nothing may be cached now. */
  position(): bigint | null;
  get(key: string): V | undefined;
  remember(key: string, readAt: bigint | null, value: V): void;
}

export function createCheckpointCache<V>(options: {
  watcher: CheckpointWatcher;
  /** How much one value weighs (1 unless told): its size in bytes, say. */
  weigh?: (value: V) => number;
  /** Once the values kept at one checkpoint weigh this much, further values are not kept. */
  maxWeight: number;
}): CheckpointCache<V> {
  const { watcher, maxWeight } = options;
  const weigh = options.weigh ?? (() => 1);
  let heldAt: bigint | null = null;
  let values = new Map<string, V>();
  let weight = 0;

  /** The entries, emptied first if the checkpoint has moved since they were read. */
  const current = (): Map<string, V> | null => {
    const now = watcher.current();
    if (now === null || now !== heldAt) {
      if (values.size > 0) values = new Map();
      weight = 0;
      heldAt = now;
    }
    return now === null ? null : values;
  };

  return {
    position: () => watcher.current(),
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
