import type { EventStore } from '@seerat/eventstore';
import { type CheckpointWatcher, serviceUnavailable } from '@seerat/platform';

/**
 * Rights are decided from the read models, which trail the event store by a moment. Before a write
 * is authorised, the streams its rights hang on (the user, their custom roles, the city and its
 * ancestors) must be in the read models up to their last event: a rights change committed before
 * the request arrived then always counts, never "for a moment" after it. Waiting only on those
 * streams, not on the whole store, keeps a busy portal's writes from queueing behind the projector.
 */
export interface ProjectedStreams {
  /** What the read models are known to hold now: take it before reading facts, for `awaitStreams`. */
  known(): bigint | null;
  /**
   * Resolves once the read models hold every event of these streams: `'current'` when they
   * already did at `readAt` (`known()` before the facts were read), `'waited'` when they caught up
   * since (facts read before then must be read again; so must facts read while the notice of
   * that catching up was on its way). Refuses with a 503 when they do not catch up in time: no
   * write is decided on stale rights.
   */
  awaitStreams(streamNames: readonly string[], readAt: bigint | null): Promise<'current' | 'waited'>;
  /** `awaitStreams` for facts that hang on the event at `newest` (`null`: on none). */
  awaitPosition(newest: bigint | null, readAt: bigint | null): Promise<'current' | 'waited'>;
  /**
   * Facts that hang on these streams, read beside the look-up of the streams' last events rather
   * than after it (one round trip fewer on every write): when the read models already held those
   * events as the read began, as they almost always do, its answer stands; otherwise the read
   * models are waited for (a 503 as above when they do not catch up) and the facts read again.
   */
  readCurrent<T>(streamNames: readonly string[], read: () => Promise<T>): Promise<T>;
  /**
   * `readCurrent` for facts that hang on the event `newest` finds (`null`: on none) rather than on
   * whole streams: a city's place hangs only on the last event that moved it.
   */
  readCurrentAfter<T>(newest: () => Promise<bigint | null>, read: () => Promise<T>): Promise<T>;
}

export const RIGHTS_NOT_CURRENT =
  'The portal is still applying a recent change of access rights. Please try again in a moment.';

export function projectedStreams(deps: {
  store: EventStore;
  watcher: CheckpointWatcher;
  timeoutMs: number;
  /** The read models rights are read from: one of them halted refuses at once, not after the wait. */
  readModels: readonly string[];
}): ProjectedStreams {
  const lastPosition = async (streamName: string) => {
    const [last] = await deps.store.readStream(streamName, { direction: 'backwards', maxCount: 1 });
    return last?.position ?? null;
  };
  const newestPosition = async (streamNames: readonly string[]) => {
    const positions = await Promise.all(streamNames.map(lastPosition));
    return positions.reduce<bigint | null>(
      (max, position) => (position !== null && (max === null || position > max) ? position : max),
      null,
    );
  };
  /** Whether the read models, known to hold `projected`, hold `newest` (a halted one refuses). */
  const reach = async (newest: bigint, projected: bigint | null): Promise<'current' | 'waited'> => {
    if (!(await deps.watcher.waitFor(newest, deps.timeoutMs, deps.readModels))) {
      throw serviceUnavailable(RIGHTS_NOT_CURRENT, 1);
    }
    return projected !== null && newest <= projected ? 'current' : 'waited';
  };
  const readCurrentAfter = async <T>(newest: () => Promise<bigint | null>, read: () => Promise<T>) => {
    // Taken before the read starts: the read models it reads hold at least this much.
    const projected = deps.watcher.current();
    const [position, facts] = await Promise.all([newest(), read()]);
    if (position === null || (await reach(position, projected)) === 'current') return facts;
    return read();
  };
  const awaitPosition = async (newest: bigint | null, readAt: bigint | null) =>
    newest === null ? 'current' : reach(newest, readAt);
  return {
    known: () => deps.watcher.current(),
    awaitStreams: async (streamNames, readAt) => awaitPosition(await newestPosition(streamNames), readAt),
    awaitPosition,
    readCurrent: (streamNames, read) => readCurrentAfter(() => newestPosition(streamNames), read),
    readCurrentAfter,
  };
}
