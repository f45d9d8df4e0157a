/**
 * A decider is the pure heart of an aggregate (Emmett's shape): `evolve` folds recorded events
 * into state, `decide` turns a command and the current state into new events or throws a
 * `DomainError`. Time, ids and the acting user arrive inside the command, never from the clock.
 * Deciders import nothing but contracts, so anything may fold a stream with the same `evolve` the
 * commands use (the read side's history as of a moment, tests, the demo data).
 */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}
