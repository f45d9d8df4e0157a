import { assertAppendable } from '../argument-rules';
import {
  type AppendResult,
  type EventToAppend,
  type ExpectedRevision,
  StreamConflictError,
} from '../event-store';
import type { Queryable } from './queryable';

interface AppendRow {
  outcome: 'appended' | 'idempotent' | 'conflict' | 'id_in_other_stream';
  revision: string | null;
  position: string | null;
  other_stream: string | null;
}

/**
 * One statement, one round trip: the `append_to_stream` function (see schema.sql.ts) locks, checks
 * and inserts. Idempotency, precisely: if every id is already stored in this stream, in this order,
 * at consecutive revisions starting where the expected revision says (right after an exact
 * revision, at 0 for `no_stream`, anywhere for `any` and `stream_exists`), the original revision
 * and position come back and nothing is stored. A partial overlap (some ids stored, or stored
 * elsewhere in the stream) is a `StreamConflictError`, as EventStoreDB answers it. An id stored in
 * another stream is an error: ids are unique across this store.
 */
export async function appendToStream(
  db: Queryable,
  schema: string,
  streamName: string,
  events: EventToAppend[],
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  assertAppendable(streamName, events, expectedRevision);
  const exact = typeof expectedRevision === 'bigint';
  const { rows } = await db.query<AppendRow>({
    name: `${schema}.append_to_stream`,
    text: `SELECT outcome, revision::text AS revision, global_position::text AS position, other_stream
             FROM ${schema}.append_to_stream($1, $2, $3, $4::jsonb)`,
    values: [
      streamName,
      exact ? 'exact' : expectedRevision,
      exact ? expectedRevision.toString() : null,
      JSON.stringify(events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }))),
    ],
  });
  const row = rows[0];
  if (!row) throw new Error(`Append to ${streamName}: the append function returned nothing`);
  switch (row.outcome) {
    case 'appended':
    case 'idempotent':
      return { nextRevision: BigInt(row.revision!), position: BigInt(row.position!) };
    case 'conflict':
      throw new StreamConflictError(
        streamName,
        expectedRevision,
        row.revision === null ? 'no_stream' : BigInt(row.revision),
      );
    case 'id_in_other_stream':
      throw new Error(`Append to ${streamName}: an event id is already stored in stream ${row.other_stream}`);
    default: {
      const unknown: never = row.outcome;
      throw new Error(`Append to ${streamName}: unknown outcome ${String(unknown)}`);
    }
  }
}
