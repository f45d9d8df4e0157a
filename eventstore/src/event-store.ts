import type { EventMetadata } from '@seerat/contracts';

/**
 * The event store port. Both adapters (PostgreSQL, EventStoreDB) implement it and pass the same
 * contract suite in `test/event-store-contract.ts`.
 *
 * Positions are totally ordered across the whole store ("$all"); a subscriber that resumes after a
 * position sees every later event exactly once, in store order.
 */
export type Position = bigint;

/**
 * `no_stream`: the stream must not exist. `stream_exists`: it must. `any`: no check. A bigint: the
 * revision of the stream's last event must be exactly this.
 */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export interface EventToAppend {
  /**
   * A UUID, unique within one append. Appending ids the stream already holds at the expected
   * positions is idempotent: they are stored once and the original result is returned.
   */
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent {
  id: string;
  streamName: string;
  /** 0-based index of the event in its stream. */
  revision: bigint;
  position: Position;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recordedAt: Date;
}

export interface AppendResult {
  /** The stream's revision after the append (the revision of its last event). */
  nextRevision: bigint;
  /** The position of the last appended event. */
  position: Position;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive. Forwards defaults to the start, backwards to the end. */
  fromRevision?: bigint;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events after this position. `null` reads from the beginning. */
  after: Position | null;
  maxCount: number;
}

export interface SubscribeOptions {
  /** Exclusive: the checkpoint of what the subscriber already processed; `null` from the start. */
  after: Position | null;
  /** Upper bound of events in one delivered batch. */
  maxBatchSize?: number;
}

/**
 * Batches of events in store order, first the history after `after`, then the live tail. Iterate it
 * once. A failed read ends the iteration with that error: resubscribe from your checkpoint.
 */
export interface Subscription extends AsyncIterable<RecordedEvent[]> {
  /** Ends the iteration; a pending `next()` resolves as done. */
  close(): Promise<void>;
}

export interface EventStore {
  /**
   * Appends at least one event atomically, or throws `StreamConflictError` when the stream's
   * revision does not match `expectedRevision` (nothing is stored then).
   */
  append(
    streamName: string,
    events: EventToAppend[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult>;
  /** An absent stream reads as an empty list. */
  readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Up to `maxCount` events after `options.after`, in store order. */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options: SubscribeOptions): Subscription;
  /** The position of the newest event, `null` while the store is empty. */
  headPosition(): Promise<Position | null>;
  /** Ends open subscriptions and releases the connections. */
  close(): Promise<void>;
}

/** The stream's revision did not match the expected revision: a concurrent writer got there first. */
export class StreamConflictError extends Error {
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamName}: expected revision ${String(expected)}, found ${String(actual)}`);
    this.name = 'StreamConflictError';
  }
}
