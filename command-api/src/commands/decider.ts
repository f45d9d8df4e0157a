import { HttpError } from '@seerat/platform';

/**
 * A decider is the pure heart of an aggregate (Emmett's shape): `evolve` folds recorded events
 * into state, `decide` turns a command and the current state into new events or throws a
 * domain error. Time, ids and the acting user arrive inside the command, never from the clock.
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

/**
 * A rule of the domain was broken. It is an HttpError so the one error middleware answers it
 * with its status (400 unless given) and message, without a mapping table per feature.
 */
export class DomainError extends HttpError {
  constructor(message: string, status: 400 | 403 | 404 | 409 = 400) {
    super(status, message);
    this.name = 'DomainError';
  }
}
