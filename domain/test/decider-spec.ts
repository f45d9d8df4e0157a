import { DomainError, type DomainErrorKind } from '@seerat/contracts';
import { expect } from 'vitest';
import type { Decider, DomainEvent } from '../src/decider';

/**
 * Given/when/then for deciders (Emmett's DeciderSpecification): given past events, when a
 * command, then these new events, nothing, or this domain error (its kind decides the HTTP status,
 * so both the kind and the message are checked). Used by every feature's decider tests.
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
              expect(run()).toEqual(expected);
            },
            thenNothingHappened(): void {
              expect(run()).toEqual([]);
            },
            thenThrows(kind: DomainErrorKind, message: string | RegExp): void {
              const thrown = caught(run);
              expect(thrown).toBeInstanceOf(DomainError);
              expect({
                kind: (thrown as DomainError).kind,
                message: (thrown as DomainError).message,
              }).toEqual({
                kind,
                message: typeof message === 'string' ? message : expect.stringMatching(message),
              });
            },
          };
        },
      };
    },
  };
}

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}
