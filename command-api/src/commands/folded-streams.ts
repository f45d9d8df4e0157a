import { type Decider, type DomainEvent, evolveRecorded } from '@seerat/domain';
import type { EventStore } from '@seerat/eventstore';

/** A stream folded up to and including `revision` (`null`: the stream did not exist yet). */
export interface FoldedStream<State> {
  state: State;
  revision: bigint | null;
}

/** How many streams each decider keeps folded, the least recently commanded forgotten first. */
const KEPT_STREAMS = 5_000;

/**
 * The last folded state of recently commanded streams, so that a command reads only the events
 * appended since: a city of a national organisation has thousands, and reading and folding them
 * all took tens of milliseconds per command. Events are never changed or removed, so a state
 * folded up to revision R plus the events after R is the state of the whole stream. Kept per event
 * store (a process, such as a test run, may hold several) and per decider (each folds its own way).
 * A stale entry costs nothing but a longer tail: the append still checks the revision.
 */
const kept = new WeakMap<EventStore, WeakMap<object, Map<string, FoldedStream<unknown>>>>();

function streamsOf(store: EventStore, decider: object): Map<string, FoldedStream<unknown>> {
  const byDecider = kept.get(store) ?? new WeakMap<object, Map<string, FoldedStream<unknown>>>();
  kept.set(store, byDecider);
  const streams = byDecider.get(decider) ?? new Map<string, FoldedStream<unknown>>();
  byDecider.set(decider, streams);
  return streams;
}

/** The stream's current state: the kept fold plus the events appended after it. */
export async function foldStream<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamName: string,
  decider: Decider<State, Command, Event>,
): Promise<FoldedStream<State>> {
  const streams = streamsOf(store, decider);
  const known = streams.get(streamName) as FoldedStream<State> | undefined;
  const from = known?.revision == null ? 0n : known.revision + 1n;
  const recorded = await store.readStream(streamName, { fromRevision: from });
  let state = known ? known.state : decider.initialState();
  const evolve = evolveRecorded(decider);
  for (const event of recorded) state = evolve(state, { type: event.type, data: event.data });
  const folded = { state, revision: recorded.at(-1)?.revision ?? known?.revision ?? null };
  keepFold(store, streamName, decider, folded);
  return folded;
}

/** Keeps a fold (after a successful append, the state with the new events). */
export function keepFold<State>(
  store: EventStore,
  streamName: string,
  decider: object,
  folded: FoldedStream<State>,
): void {
  const streams = streamsOf(store, decider);
  // Re-inserted, so the map's order is the order of last use.
  streams.delete(streamName);
  streams.set(streamName, folded);
  if (streams.size > KEPT_STREAMS) streams.delete(streams.keys().next().value!);
}
