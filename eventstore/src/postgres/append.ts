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

interface PendingAppend {
  streamName: string;
  events: EventToAppend[];
  expectedRevision: ExpectedRevision;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/** At most this many appends share one transaction. */
const MAX_GROUP = 64;

/**
 * Appends through the `append_to_stream` function (see schema.sql.ts), which locks, checks and
 * inserts. Every append takes the store's one lock until its commit is flushed, so appends that
 * arrive while others are being written wait for them anyway: they then go together, as one
 * statement (`append_group`) in one transaction with one flush, each with its own checks and its
 * own outcome. A lone append is written at once. Should a group's statement fail as a whole (a lost
 * connection, say), nothing of it was stored and each of its appends is tried again on its own, so
 * an error reaches only the append it belongs to.
 *
 * Idempotency, precisely: if every id is already stored in this stream, in this order, at
 * consecutive revisions starting where the expected revision says (right after an exact revision,
 * at 0 for `no_stream`, anywhere for `any` and `stream_exists`), the original revision and
 * position come back and nothing is stored. A partial overlap (some ids stored, or stored
 * elsewhere in the stream) is a `StreamConflictError`, as EventStoreDB answers it. An id stored in
 * another stream is an error: ids are unique across this store.
 */
export function createGroupAppender(db: Queryable, schema: string) {
  let waiting: PendingAppend[] = [];
  let writing = false;

  const writeWaiting = async () => {
    writing = true;
    try {
      while (waiting.length > 0) {
        const group = waiting.slice(0, MAX_GROUP);
        waiting = waiting.slice(MAX_GROUP);
        await (group.length === 1 ? writeOne(db, schema, group[0]!) : writeGroup(db, schema, group));
      }
    } finally {
      // Both writers settle every append they take; this only keeps a surprise from stopping all.
      writing = false;
    }
  };

  return (streamName: string, events: EventToAppend[], expectedRevision: ExpectedRevision) => {
    assertAppendable(streamName, events, expectedRevision);
    return new Promise<AppendResult>((resolve, reject) => {
      waiting.push({ streamName, events, expectedRevision, resolve, reject });
      if (!writing) void writeWaiting();
    });
  };
}

async function writeOne(db: Queryable, schema: string, append: PendingAppend): Promise<void> {
  try {
    const { rows } = await db.query<AppendRow>({
      name: `${schema}.append_to_stream`,
      text: `SELECT outcome, revision::text AS revision, global_position::text AS position, other_stream
               FROM ${schema}.append_to_stream($1, $2, $3, $4::jsonb)`,
      values: appendArguments(append),
    });
    settle(append, rows[0]);
  } catch (error) {
    append.reject(error);
  }
}

async function writeGroup(db: Queryable, schema: string, group: PendingAppend[]): Promise<void> {
  let rows: (AppendRow & { ord: string })[];
  try {
    ({ rows } = await db.query<AppendRow & { ord: string }>({
      name: `${schema}.append_group`,
      text: `SELECT ord::text AS ord, outcome, revision::text AS revision,
                    global_position::text AS position, other_stream
               FROM ${schema}.append_group($1::jsonb)`,
      values: [
        JSON.stringify(
          group.map((append) => {
            const { expected, expectedRevision } = expectation(append.expectedRevision);
            return { stream: append.streamName, expected, expectedRevision, events: eventRows(append) };
          }),
        ),
      ],
    }));
  } catch {
    for (const append of group) await writeOne(db, schema, append);
    return;
  }
  group.forEach((append, index) => {
    settle(
      append,
      rows.find((row) => Number(row.ord) === index + 1),
    );
  });
}

/** `append_to_stream`'s arguments: stream, expectation, exact revision (or null), events as JSON. */
function appendArguments(append: PendingAppend): [string, string, string | null, string] {
  const { expected, expectedRevision } = expectation(append.expectedRevision);
  return [append.streamName, expected, expectedRevision, JSON.stringify(eventRows(append))];
}

function expectation(expectedRevision: ExpectedRevision) {
  return typeof expectedRevision === 'bigint'
    ? { expected: 'exact', expectedRevision: expectedRevision.toString() }
    : { expected: expectedRevision, expectedRevision: null };
}

function eventRows(append: PendingAppend) {
  return append.events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }));
}

function settle(append: PendingAppend, row: AppendRow | undefined): void {
  try {
    append.resolve(resultOf(append, row));
  } catch (error) {
    append.reject(error);
  }
}

function resultOf(append: PendingAppend, row: AppendRow | undefined): AppendResult {
  const { streamName, expectedRevision } = append;
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
