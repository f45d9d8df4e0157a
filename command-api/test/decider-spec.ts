import type { Decider, DomainEvent } from '../src/commands/decider';

/**
 * Given/when/then for deciders (Emmett's DeciderSpecification): given past events, when a
 * command, then these new events, or this error. Used by every feature's decider tests.
 */
export function deciderSpec<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
) {
  return {
    given(events: Event[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: Command) {
          const run = () => decider.decide(command, state);
          return {
            thenEmits(expected: Event[]): void {
              const actual = run();
              const same = JSON.stringify(actual) === JSON.stringify(expected);
              if (!same) {
                throw new Error(
                  `Expected events\n${JSON.stringify(expected, null, 2)}\nbut got\n${JSON.stringify(actual, null, 2)}`,
                );
              }
            },
            thenThrows(message: string | RegExp): void {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              const text = thrown instanceof Error ? thrown.message : undefined;
              const matches =
                typeof message === 'string' ? text === message : text !== undefined && message.test(text);
              if (!matches)
                throw new Error(`Expected the error "${String(message)}" but got ${text ?? 'no error'}`);
            },
          };
        },
      };
    },
  };
}
