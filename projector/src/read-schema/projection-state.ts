import type { Position, RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import pg from 'pg';
import { sqlSchema } from './schema-name';

/**
 * The checkpoints and halts of a projection's read models, as stored in a read schema's
 * `projection_checkpoint` and `projection_status` tables: one row each per read model, so one read
 * model halts on an event it cannot apply while the others go on.
 */

/**
 * Every committed batch notifies this channel with the position that every read model not halted
 * has reached (as text). A halt notifies `halted:<read model>:<its checkpoint>` first, in the same
 * transaction; a rebuild's swap notifies `changed` (listeners read the state again).
 */
export const CHECKPOINT_CHANNEL = 'projection_checkpoint';

export interface ProjectionHalt {
  /** The read model that stopped; the others keep projecting. */
  readModel: string;
  message: string;
  eventId: string;
  eventType: string;
  position: Position;
  at: Date;
}

export interface ReadModelState {
  name: string;
  /** Null before its first event. */
  checkpoint: Position | null;
  halt: ProjectionHalt | null;
}

export interface ProjectionState {
  /**
   * The least checkpoint of the read models that are not halted: every one of them has applied the
   * log up to here. Null before the first event is projected, or while the schema is not migrated.
   */
  checkpoint: Position | null;
  checkpointUpdatedAt: Date | null;
  /** The read models halted on an event they cannot apply. */
  halts: ProjectionHalt[];
  readModels: ReadModelState[];
}

interface CheckpointRow {
  name: string;
  position: string | null;
  updated_at: Date;
}

interface StatusRow {
  name: string;
  error: string;
  event_id: string;
  event_type: string;
  event_position: string;
  updated_at: Date;
}

const UNDEFINED_TABLE = '42P01';

/**
 * Reads what the projector last committed in `schema`. A plain read, for processes that do not run
 * the projector (the read API's health check). A schema that is not migrated yet reads as empty.
 */
export async function readProjectionState(knex: Knex, schema: string): Promise<ProjectionState> {
  try {
    const checkpoints = await knex
      .withSchema(schema)
      .from<CheckpointRow>('projection_checkpoint')
      .select('name', 'position', 'updated_at')
      .orderBy('name');
    const statuses = await knex.withSchema(schema).from<StatusRow>('projection_status').select();
    const halts = new Map(statuses.map((row) => [row.name, haltFromRow(row)]));
    const readModels = checkpoints.map((row) => ({
      name: row.name,
      checkpoint: parsePosition(row.position),
      halt: halts.get(row.name) ?? null,
    }));
    const updatedAt = checkpoints.map((row) => row.updated_at.getTime());
    return {
      checkpoint: leastCheckpoint(readModels.filter((readModel) => readModel.halt === null)),
      checkpointUpdatedAt: updatedAt.length > 0 ? new Date(Math.max(...updatedAt)) : null,
      halts: [...halts.values()],
      readModels,
    };
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNDEFINED_TABLE) throw error;
    return { checkpoint: null, checkpointUpdatedAt: null, halts: [], readModels: [] };
  }
}

/** The least of the checkpoints, null counting as before the first event; null for none. */
export function leastCheckpoint(readModels: { checkpoint: Position | null }[]): Position | null {
  let least: Position | null | undefined;
  for (const { checkpoint } of readModels) {
    if (least === undefined || checkpoint === null || (least !== null && checkpoint < least))
      least = checkpoint;
  }
  return least ?? null;
}

/** Where a read model is in the live runner: its checkpoint, and whether it is halted. */
export interface ReadModelCursor {
  checkpoint: Position | null;
  halted: boolean;
}

/**
 * Makes sure each read model has its checkpoint row (the batch transactions lock them) and returns
 * where each one is. A read model new to the schema starts before the first event, so the live
 * projector catches it up from the log; in a schema written before read models had checkpoints of
 * their own, they all start from the projection's one checkpoint (whose row then goes).
 */
export async function claimCheckpoints(
  knex: Knex,
  schema: string,
  projection: { name: string; readModels: readonly { name: string }[] },
): Promise<Map<string, ReadModelCursor>> {
  const names = projection.readModels.map((readModel) => readModel.name);
  const table = `${sqlSchema(schema)}.projection_checkpoint`;
  await knex.transaction(async (trx) => {
    const legacy: CheckpointRow | undefined = names.includes(projection.name)
      ? undefined
      : (await trx.raw(`DELETE FROM ${table} WHERE name = ? RETURNING position`, [projection.name])).rows[0];
    await trx.raw(
      `INSERT INTO ${table} (name, position) SELECT unnest(?::text[]), ?::numeric ON CONFLICT (name) DO NOTHING`,
      [names, legacy?.position ?? null],
    );
  });
  const state = await readProjectionState(knex, schema);
  const byName = new Map(state.readModels.map((readModel) => [readModel.name, readModel]));
  return new Map(
    names.map((name) => {
      const stored = byName.get(name);
      return [name, { checkpoint: stored?.checkpoint ?? null, halted: Boolean(stored?.halt) }];
    }),
  );
}

/**
 * Opens a live batch in one round trip: begins its transaction, sets `search_path` to the read
 * schema, takes the swap lock shared (see `advisoryKey`), and reads every read model's checkpoint,
 * locking the rows until the transaction ends. The values are our own identifiers and key,
 * written into the text because several statements travel together only without parameters.
 */
export async function openBatch(
  connection: pg.ClientBase,
  options: { schema: string; swapKey: string },
): Promise<Map<string, Position | null>> {
  if (!/^-?\d+$/.test(options.swapKey)) throw new Error(`Not an advisory key: ${options.swapKey}`);
  const results = (await connection.query(
    `BEGIN;
     SET LOCAL search_path TO ${sqlSchema(options.schema)};
     SELECT pg_advisory_xact_lock_shared(${options.swapKey}::bigint);
     SELECT name, position FROM projection_checkpoint FOR UPDATE`,
  )) as unknown as pg.QueryResult<CheckpointRow>[];
  const rows = results.at(-1)?.rows ?? [];
  return new Map(rows.map((row) => [row.name, parsePosition(row.position)]));
}

/** Writes the read models' checkpoints through `search_path`. */
export async function writeCheckpoints(
  trx: Knex.Transaction,
  names: readonly string[],
  position: Position | null,
) {
  await trx.raw(
    `INSERT INTO projection_checkpoint (name, position, updated_at)
     SELECT unnest(?::text[]), ?::numeric, now()
     ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at`,
    [[...names], position?.toString() ?? null],
  );
}

/** Wakes read-your-writes waiters; Postgres delivers it only when the transaction commits. */
export async function notifyCheckpoint(trx: Knex.Transaction, payload: Position | 'changed'): Promise<void> {
  await trx.raw('SELECT pg_notify(?, ?)', [CHECKPOINT_CHANNEL, payload.toString()]);
}

/** NOTIFY's payload must stay under 8000 bytes; a batch naming more streams names none. */
const NOTICE_BYTES = 7000;

/**
 * A batch's notice: the position every read model not halted has reached, then the streams of the
 * batch's events, so that a cache whose values hang on other streams keeps them (a user's rights
 * are not changed by a city's edit). Without the names (too many), anything may have changed.
 */
export function batchNotice(reached: Position, events: readonly RecordedEvent[]): string {
  const streams = [...new Set(events.map((event) => event.streamName))];
  const named = `${reached} ${streams.join(' ')}`;
  const readable = Buffer.byteLength(named) < NOTICE_BYTES && !streams.some((name) => /\s/.test(name));
  return readable ? named : reached.toString();
}

/**
 * A live batch's closing round trip: each read model's new checkpoint, the batch's notice
 * (`batchNotice`), and `COMMIT`. Several statements travel together only without parameters, so
 * the values are written into the text: the names are our read models', the positions numbers,
 * and the notice is quoted as a literal. A data-modifying CTE runs whether or not the query reads
 * it. The rows exist: `openBatch` found and locked them.
 */
export async function closeBatch(
  connection: pg.ClientBase,
  checkpoints: Map<string, Position>,
  notice: string,
) {
  if (checkpoints.size === 0) {
    await connection.query('COMMIT');
    return;
  }
  const rows = [...checkpoints].map(([name, position]) => `(${pg.escapeLiteral(name)}, ${BigInt(position)})`);
  await connection.query(
    `WITH written AS (
       UPDATE projection_checkpoint AS c SET position = n.position, updated_at = now()
         FROM (VALUES ${rows.join(', ')}) AS n(name, position) WHERE c.name = n.name)
     SELECT pg_notify(${pg.escapeLiteral(CHECKPOINT_CHANNEL)}, ${pg.escapeLiteral(notice)});
     COMMIT`,
  );
}

/**
 * Records that `halt.readModel` stopped on an event, with its checkpoint (the event before it), in
 * the batch's transaction, and tells the listeners first: they then know the read model is behind
 * before they hear of the position the others reached.
 */
export async function recordHalt(
  trx: Knex.Transaction,
  halt: Omit<ProjectionHalt, 'at'>,
  checkpoint: Position | null,
): Promise<void> {
  await trx.raw(
    `INSERT INTO projection_status (name, error, event_id, event_type, event_position, updated_at)
     VALUES (?, ?, ?, ?, ?, now())
     ON CONFLICT (name) DO UPDATE SET error = excluded.error, event_id = excluded.event_id,
       event_type = excluded.event_type, event_position = excluded.event_position,
       updated_at = excluded.updated_at`,
    [halt.readModel, halt.message, halt.eventId, halt.eventType, halt.position.toString()],
  );
  await writeCheckpoints(trx, [halt.readModel], checkpoint);
  await trx.raw('SELECT pg_notify(?, ?)', [
    CHECKPOINT_CHANNEL,
    `halted:${halt.readModel}:${checkpoint?.toString() ?? ''}`,
  ]);
}

/**
 * Removes the recorded halts and returns them, so a restarted projector retries those events; the
 * listeners hear of it (`changed`), or they would go on taking those read models for halted.
 */
export async function clearHalts(knex: Knex, schema: string): Promise<ProjectionHalt[]> {
  const rows: StatusRow[] = (await knex.raw(`DELETE FROM ${sqlSchema(schema)}.projection_status RETURNING *`))
    .rows;
  if (rows.length > 0) await knex.raw('SELECT pg_notify(?, ?)', [CHECKPOINT_CHANNEL, 'changed']);
  return rows.map(haltFromRow);
}

function haltFromRow(row: StatusRow): ProjectionHalt {
  return {
    readModel: row.name,
    message: row.error,
    eventId: row.event_id,
    eventType: row.event_type,
    position: BigInt(row.event_position),
    at: row.updated_at,
  };
}

function parsePosition(value: string | null): Position | null {
  return value === null ? null : BigInt(value);
}
