import { randomUUID } from 'node:crypto';
import { CONFLICT_MESSAGE, conflicting, type EventMetadata } from '@seerat/contracts';
import type { Decider, DomainEvent } from '@seerat/domain';
import { type EventStore, type Position, StreamConflictError } from '@seerat/eventstore';
import { type FoldedStream, foldStream, keepFold } from './folded-streams';

export interface CommandResult<State> {
  state: State;
  /** The stream's revision after the command; `null` if the stream still does not exist. */
  revision: bigint | null;
  /** Position of the last appended event; `null` when the command changed nothing. */
  position: Position | null;
}

export interface HandleCommandArgs<State, Command, Event extends DomainEvent> {
  store: EventStore;
  streamName: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  metadata: EventMetadata;
  /** The revision the client read (from `If-Match`); a different current revision is a 409. */
  expectedRevision?: bigint;
  /**
   * The fold the use case already checked its facts against: the first attempt decides on it
   * without reading the stream again (a stream changed since makes the append fail, and the retry
   * folds afresh).
   */
  folded?: FoldedStream<State>;
}

/**
 * Fold (from the kept fold, see `foldStream`), decide, append with the revision we read. A
 * concurrent writer makes the append fail; the command is then tried once more on fresh state
 * (most races are harmless, such as two edits of different fields) and a second loss is a
 * conflict. A client that named the revision it read gets the conflict at once.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  args: HandleCommandArgs<State, Command, Event>,
): Promise<CommandResult<State>> {
  try {
    return await attempt(args, args.folded);
  } catch (error) {
    if (!(error instanceof StreamConflictError)) throw error;
    if (args.expectedRevision !== undefined) throw conflicting(CONFLICT_MESSAGE);
  }
  try {
    return await attempt(args, undefined);
  } catch (error) {
    throw error instanceof StreamConflictError ? conflicting(CONFLICT_MESSAGE) : error;
  }
}

async function attempt<State, Command, Event extends DomainEvent>(
  args: HandleCommandArgs<State, Command, Event>,
  folded: FoldedStream<State> | undefined,
): Promise<CommandResult<State>> {
  const { store, streamName, decider, command, metadata } = args;
  let { state, revision } = folded ?? (await foldStream(store, streamName, decider));

  if (args.expectedRevision !== undefined && args.expectedRevision !== revision)
    throw conflicting(CONFLICT_MESSAGE);

  const events = decider.decide(command, state);
  if (events.length === 0) return { state, revision, position: null };

  const result = await store.append(
    streamName,
    events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
    revision === null ? 'no_stream' : revision,
  );
  for (const event of events) state = decider.evolve(state, event);
  keepFold(store, streamName, decider, { state, revision: result.nextRevision });
  return { state, revision: result.nextRevision, position: result.position };
}
