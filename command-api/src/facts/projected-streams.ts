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
  /**
   * Resolves once the read models hold every event of these streams: `'current'` when they already
   * did, `'waited'` when they caught up meanwhile (facts read before then must be read again).
   * Refuses with a 503 when they do not catch up in time: no write is decided on stale rights.
   */
  awaitStreams(streamNames: readonly string[]): Promise<'current' | 'waited'>;
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
  return {
    async awaitStreams(streamNames) {
      const positions = await Promise.all(streamNames.map(lastPosition));
      const newest = positions.reduce<bigint | null>(
        (max, position) => (position !== null && (max === null || position > max) ? position : max),
        null,
      );
      if (newest === null) return 'current';
      const projected = deps.watcher.current();
      const wasCurrent = projected !== null && newest <= projected;
      if (!(await deps.watcher.waitFor(newest, deps.timeoutMs, deps.readModels))) {
        throw serviceUnavailable(RIGHTS_NOT_CURRENT, 1);
      }
      return wasCurrent ? 'current' : 'waited';
    },
  };
}
