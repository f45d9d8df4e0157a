import type { EventMetadata } from '@seerat/contracts';
import { assertMaxCount } from '../argument-rules';
import type { Position, ReadAllOptions, ReadStreamOptions, RecordedEvent } from '../event-store';
import type { Queryable } from './queryable';

/**
 * Positions and revisions travel as text: pg's int8 parsing is never relied on. The time travels
 * as the milliseconds a `Date` holds (pg's parsing of a timestamp's text drops the microseconds
 * the same way, and cost a tenth of reading the log).
 */
function columns(schema: string): string {
  return `global_position::text AS position, event_id::text AS id, stream_name,
          stream_revision::text AS revision, event_type, data, metadata,
          floor(extract(epoch FROM recorded_at) * 1000)::float8 AS recorded_ms
     FROM ${schema}.events`;
}

interface EventRow {
  position: string;
  id: string;
  stream_name: string;
  revision: string;
  event_type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_ms: number;
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    streamName: row.stream_name,
    revision: BigInt(row.revision),
    position: BigInt(row.position),
    type: row.event_type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: new Date(row.recorded_ms),
  };
}

const LAST_REVISION = '9223372036854775807';

export async function readStream(
  db: Queryable,
  schema: string,
  streamName: string,
  options: ReadStreamOptions = {},
): Promise<RecordedEvent[]> {
  if (options.maxCount !== undefined) assertMaxCount(options.maxCount);
  const backwards = options.direction === 'backwards';
  const { rows } = await db.query<EventRow>({
    name: `${schema}.read_stream_${backwards ? 'backwards' : 'forwards'}`,
    text: backwards
      ? `SELECT ${columns(schema)} WHERE stream_name = $1 AND stream_revision <= $2
          ORDER BY stream_revision DESC LIMIT $3`
      : `SELECT ${columns(schema)} WHERE stream_name = $1 AND stream_revision >= $2
          ORDER BY stream_revision LIMIT $3`,
    values: [
      streamName,
      options.fromRevision?.toString() ?? (backwards ? LAST_REVISION : '0'),
      options.maxCount ?? null,
    ],
  });
  return rows.map(toRecordedEvent);
}

export async function readAll(
  db: Queryable,
  schema: string,
  options: ReadAllOptions,
): Promise<RecordedEvent[]> {
  assertMaxCount(options.maxCount);
  const { rows } = await db.query<EventRow>({
    name: `${schema}.read_all`,
    text: `SELECT ${columns(schema)} WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
    values: [(options.after ?? 0n).toString(), options.maxCount],
  });
  return rows.map(toRecordedEvent);
}

export async function headPosition(db: Queryable, schema: string): Promise<Position | null> {
  const { rows } = await db.query<{ head: string | null }>(
    `SELECT max(global_position)::text AS head FROM ${schema}.events`,
  );
  const head = rows[0]?.head ?? null;
  return head === null ? null : BigInt(head);
}
