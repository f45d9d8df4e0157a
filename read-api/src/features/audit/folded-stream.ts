import type { RecordedEvent } from '@seerat/eventstore';

/**
 * An entity's stream folded up to a moment: the decider's state then and the events folded, oldest
 * first. Each entity's as-of answer is built from it in the shape of its present read.
 */
export interface FoldedStream<State> {
  id: number;
  /** The moment folded to: what depends on time (an event under way) is read as of it. */
  at: Date;
  state: State;
  events: RecordedEvent[];
}

/** When the first folded event was made: the entity's `createdAt`. */
export function createdAt(folded: FoldedStream<unknown>): string {
  return folded.events[0]!.metadata.occurredAt;
}

/**
 * The last folded event of one of `types`, as the read model stamps `updatedAt` and `version`
 * from it: some events of a stream (a city's checklist) move only the version.
 */
export function lastOf(folded: FoldedStream<unknown>, types: readonly string[]): RecordedEvent {
  return folded.events.findLast((event) => types.includes(event.type)) ?? folded.events[0]!;
}
