import type { EventStore } from '@seerat/eventstore';
import type { CheckpointWatcher } from '@seerat/platform';
import { READ_MODEL } from '@seerat/projector/tables';

/** The read models a danger-zone pass reads its facts from. */
const DANGER_ZONE_FACTS = [READ_MODEL.cities, READ_MODEL.meetings, READ_MODEL.dangerZone] as const;

/**
 * How long a pass waits for its read models: a restarted projector catching up on a backlog (the
 * demo's 14k events take seconds) rather than one that is stuck; the next run tries again.
 */
const FACTS_WAIT_MS = 60_000;

/**
 * Resolves once the pass's read models hold the event store's head as it is now. A pass that read
 * them while the projector was still catching up (after a restart) would flag a city whose meeting
 * is not projected yet, an audited event cleared a minute later. Throws when they do not catch up
 * in time or one of them is halted before the head, so the run fails instead of judging
 * stale facts; the stop signal ends the wait early.
 */
export async function awaitCurrentFacts(
  deps: { store: EventStore; watcher: CheckpointWatcher },
  signal?: AbortSignal,
): Promise<void> {
  const head = await deps.store.headPosition();
  if (head === null) return;
  const reached = await untilAborted(deps.watcher.waitFor(head, FACTS_WAIT_MS, DANGER_ZONE_FACTS), signal);
  if (reached) return;
  const halted = DANGER_ZONE_FACTS.filter((name) => deps.watcher.halted().has(name));
  throw new Error(
    halted.length > 0
      ? `The danger-zone facts are not current: read model ${halted.join(', ')} is halted before event ${head}; ` +
          'nothing was judged (rebuild it, then the next run judges again)'
      : `The danger-zone facts are not current: the read models did not reach event ${head} within ` +
          `${FACTS_WAIT_MS / 1000} s; nothing was judged (the next run tries again)`,
  );
}

/** `promise`, or the signal's reason as soon as it is aborted. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
