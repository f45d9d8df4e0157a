import type { Position as EsdbPosition } from '@eventstore/db-client';
import type { Position } from '../event-store';

/**
 * Our port's position is one bigint; EventStoreDB's is a pair (commit, prepare) of byte offsets in
 * its transaction log. The pair differs only for events written inside an explicit transaction (the
 * legacy TCP API), where all events share the commit record's offset and are told apart by their
 * prepare offsets. Everything this adapter writes goes through gRPC `appendToStream`, whose events
 * are self-committed prepares: the server reports each one at (own offset, own offset), so
 * commit = prepare and the commit position alone is unique and totally ordered. Sources: the
 * server's AllReader (self-committed prepares yield `TFPos(logPosition, logPosition)`), EventStore
 * issue #3989 ("prepare position can only be different if you use explicit transactions") and
 * EventStore-Client-Dotnet issue #20 (gRPC batch appends read back with C = P per event).
 *
 * So: our position = commit, and back = { commit, prepare: commit }, which is exactly the pair
 * the server stored, hence a valid place to start reading. An event with commit ≠ prepare would
 * break this mapping; it is refused loudly rather than delivered under an ambiguous position.
 */
export function fromEsdbPosition(position: EsdbPosition | undefined, eventId: string): Position {
  if (!position)
    throw new Error(`EventStoreDB reported no $all position for event ${eventId} (server < 22.6?)`);
  if (position.commit !== position.prepare)
    throw new Error(
      `Event ${eventId} was written in an explicit transaction (commit ${position.commit} ≠ prepare ${position.prepare}); this store cannot address it`,
    );
  return position.commit;
}

export function toEsdbPosition(position: Position): EsdbPosition {
  return { commit: position, prepare: position };
}

/** Log order of two raw positions. */
export function isBefore(a: EsdbPosition, b: EsdbPosition): boolean {
  return a.commit < b.commit || (a.commit === b.commit && a.prepare < b.prepare);
}
