import type { Decider, DomainEvent } from './decider';

/**
 * An entity whose stream the audit folds as of a moment, whatever its commands: its stream name,
 * the label its answers name it by, and its decider's fold, the state's type kept so the code that
 * shapes the answer reads that state without a cast.
 */
export interface AuditedEntity<State> {
  label: string;
  streamName: (id: number) => string;
  initialState: () => State;
  evolve: (state: State, event: DomainEvent) => State;
}

/**
 * The decider's `evolve`, taking any recorded event of its stream. A stream holds only the events
 * its decider emitted (the command API appends nothing else to it), so a recorded event is read as
 * the decider's own here, once, instead of erasing the decider's types wherever a stream is folded.
 */
export function evolveRecorded<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
): (state: State, event: DomainEvent) => State {
  return (state, event) => decider.evolve(state, event as Event);
}

/** The entity of `decider`'s streams, its state's type kept (see `AuditedEntity`). */
export function auditedEntity<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  streamName: (id: number) => string,
  label: string,
): AuditedEntity<State> {
  return { label, streamName, initialState: decider.initialState, evolve: evolveRecorded(decider) };
}
