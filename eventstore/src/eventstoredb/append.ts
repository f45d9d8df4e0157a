import {
  ANY,
  type AppendExpectedRevision,
  BACKWARDS,
  END,
  type Position as EsdbPosition,
  type EventStoreDBClient,
  type JSONType,
  NO_STREAM,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { assertAppendable } from '../argument-rules';
import {
  type AppendResult,
  type EventToAppend,
  type ExpectedRevision,
  StreamConflictError,
} from '../event-store';
import { chainEvents, chainHead } from './chain';
import { fromEsdbPosition } from './positions';

function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return expected;
  }
}

/**
 * An append with each event's chain link in its metadata (see chain.ts). The caller runs appends
 * one at a time. The revisions the events will get are part of their content digest: the expected
 * revision gives them, or else (`any`, `stream_exists`) the stream's last revision read first.
 */
export async function appendChained(
  client: EventStoreDBClient,
  streamName: string,
  events: EventToAppend[],
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  assertAppendable(streamName, events, expectedRevision);
  const firstRevision =
    expectedRevision === 'no_stream'
      ? 0n
      : typeof expectedRevision === 'bigint'
        ? expectedRevision + 1n
        : (await lastRevision(client, streamName)) + 1n;
  const chained = chainEvents(await chainHead(client), streamName, firstRevision, events);
  return appendToStream(client, streamName, chained.events, expectedRevision);
}

/** The stream's last revision, -1 when it does not exist. */
async function lastRevision(client: EventStoreDBClient, streamName: string): Promise<bigint> {
  try {
    for await (const resolved of client.readStream(streamName, {
      direction: BACKWARDS,
      fromRevision: END,
      maxCount: 1,
    })) {
      if (resolved.event) return resolved.event.revision;
    }
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
  }
  return -1n;
}

/**
 * Idempotency is the server's: with `no_stream` or an exact revision it is guaranteed for ids at
 * the expected positions, with `any`/`stream_exists` best effort (recent events); a partial overlap
 * is a wrong expected version, which arrives here as `StreamConflictError`.
 */
export async function appendToStream(
  client: EventStoreDBClient,
  streamName: string,
  events: EventToAppend[],
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  assertAppendable(streamName, events, expectedRevision);
  try {
    const result = await client.appendToStream(
      streamName,
      events.map((event) => ({
        id: event.id,
        contentType: 'application/json' as const,
        type: event.type,
        data: event.data as JSONType,
        metadata: event.metadata,
      })),
      { expectedRevision: toEsdbExpectedRevision(expectedRevision) },
    );
    const reported = result.position;
    const position =
      reported && isLastEventPosition(reported, events.length)
        ? reported.commit
        : await positionOfRevision(client, streamName, result.nextExpectedRevision);
    return { nextRevision: result.nextExpectedRevision, position };
  } catch (error) {
    if (error instanceof WrongExpectedVersionError)
      throw new StreamConflictError(streamName, expectedRevision, error.actualVersion);
    throw error;
  }
}

/**
 * A fresh append reports (commit = its last event's offset, prepare = its first event's offset),
 * so the commit is the last event's `$all` position; for one event both are that event's offset.
 * An idempotent append is reported without a position (older servers) or as one offset for both
 * (newer ones), which for several events does not say which one: then the position is read back.
 */
function isLastEventPosition(reported: EsdbPosition, eventCount: number): boolean {
  return eventCount === 1 || reported.commit !== reported.prepare;
}

/** The position of the event at `revision`: the last one the (idempotent) append stands for. */
async function positionOfRevision(
  client: EventStoreDBClient,
  streamName: string,
  revision: bigint,
): Promise<bigint> {
  for await (const resolved of client.readStream(streamName, {
    direction: BACKWARDS,
    fromRevision: revision,
    maxCount: 1,
  })) {
    if (resolved.event) return fromEsdbPosition(resolved.event.position, resolved.event.id);
  }
  throw new Error(`Stream ${streamName} has no event at revision ${revision} after appending it`);
}
