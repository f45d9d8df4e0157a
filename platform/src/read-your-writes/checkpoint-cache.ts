import type { CheckpointWatcher } from './checkpoint-watcher';

/**
 * Values read from the read models, kept until the projector reports a change that can make them
 * wrong. The read models change only in the projector's batches and a rebuild's swap, and each
 * sends a notice (see `CheckpointWatcher.onChange`): a batch's names the streams of its events,
 * so a value that hangs on other streams (`keysChangedBy`) outlives it; anything else drops all.
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
  /** The kept value, or `load`'s, kept (both steps above). */
  read(key: string, load: () => Promise<V>): Promise<V>;
}

/** How many dropped keys are remembered for reads under way; past it every read under way is refused. */
const DROPPED_KEYS_KEPT = 10_000;

export function createCheckpointCache<V>(options: {
  watcher: CheckpointWatcher;
  /** How much one value weighs (1 unless told): its size in bytes, say. */
  weigh?: (value: V) => number;
  /** Once the values kept weigh this much, further values are not kept. */
  maxWeight: number;
  /**
   * The keys a change of these streams' events can make wrong, or `'all'`. Not given: every
   * change drops every value.
   */
  keysChangedBy?: (streams: ReadonlySet<string>) => Iterable<string> | 'all';
}): CheckpointCache<V> {
  const { watcher, maxWeight } = options;
  const weigh = options.weigh ?? (() => 1);
  let values = new Map<string, V>();
  let weight = 0;
  /** A value read before this version may predate a change of anything: it is not kept. */
  let floor = watcher.version() ?? 0;
  /** Key → the version that last dropped it: a value read before it may predate its change. */
  let droppedAt = new Map<string, number>();

  const dropAll = (version: number) => {
    if (values.size > 0) values = new Map();
    weight = 0;
    floor = version;
    if (droppedAt.size > 0) droppedAt = new Map();
  };
  const drop = (key: string, version: number) => {
    const value = values.get(key);
    if (value !== undefined || values.has(key)) {
      weight -= weigh(value as V);
      values.delete(key);
    }
    droppedAt.set(key, version);
  };
  watcher.onChange((version, streams) => {
    const keys = streams && options.keysChangedBy ? options.keysChangedBy(streams) : 'all';
    if (keys === 'all') return dropAll(version);
    for (const key of keys) drop(key, version);
    if (droppedAt.size > DROPPED_KEYS_KEPT) {
      // The values still kept are still true; only reads under way lose their chance to be kept.
      droppedAt = new Map();
      floor = version;
    }
  });

  /** The entries, or `null` (emptied) while the watcher cannot hear the projector. */
  const current = (): Map<string, V> | null => {
    if (watcher.version() !== null) return values;
    if (values.size > 0) values = new Map();
    weight = 0;
    return null;
  };
  const readBeforeChange = (key: string, readAt: number) =>
    readAt < floor || readAt < (droppedAt.get(key) ?? Number.NEGATIVE_INFINITY);

  return {
    version: () => watcher.version(),
    get(key) {
      return current()?.get(key);
    },
    remember(key, readAt, value) {
      const entries = current();
      if (entries === null || readAt === null || readBeforeChange(key, readAt) || entries.has(key)) return;
      const added = weigh(value);
      if (weight + added > maxWeight) return;
      weight += added;
      entries.set(key, value);
    },
    async read(key, load) {
      const kept = this.get(key);
      if (kept !== undefined) return kept;
      const readAt = this.version();
      const value = await load();
      this.remember(key, readAt, value);
      return value;
    },
  };
}
