import type { Position } from '@seerat/eventstore';
import type { Knex } from 'knex';
import { sqlSchema } from './schema-name';

/**
 * The checkpoint and halt status of the projection in a read schema, as stored in its
 * `projection_checkpoint` and `projection_status` tables.
 */

/** Every committed batch notifies this channel with its checkpoint position (as text). */
export const CHECKPOINT_CHANNEL = 'projection_checkpoint';

export interface ProjectionHalt {
  message: string;
  eventId: string;
  eventType: string;
  position: Position;
  at: Date;
}

export interface ProjectionState {
  /** Null before the first event is projected, or while the schema is not migrated yet. */
  checkpoint: Position | null;
  checkpointUpdatedAt: Date | null;
  /** Set while the projection is halted on an event it cannot apply. */
  halt: ProjectionHalt | null;
}

interface CheckpointRow {
  name: string;
  position: string | null;
  updated_at: Date;
}

interface StatusRow {
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
    const checkpoint = await knex
      .withSchema(schema)
      .from<CheckpointRow>('projection_checkpoint')
      .first('position', 'updated_at');
    const status = await knex.withSchema(schema).from<StatusRow>('projection_status').first();
    return {
      checkpoint: parsePosition(checkpoint?.position ?? null),
      checkpointUpdatedAt: checkpoint?.updated_at ?? null,
      halt: status ? haltFromRow(status) : null,
    };
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNDEFINED_TABLE) throw error;
    return { checkpoint: null, checkpointUpdatedAt: null, halt: null };
  }
}

/**
 * Makes sure the projection's checkpoint row exists (the batch transactions lock it) and returns
 * its position. A schema serves one projection: a row of another name is a configuration error.
 */
export async function claimCheckpoint(knex: Knex, schema: string, name: string): Promise<Position | null> {
  const table = `${sqlSchema(schema)}.projection_checkpoint`;
  await knex.raw(`INSERT INTO ${table} (name, position) VALUES (?, NULL) ON CONFLICT (name) DO NOTHING`, [
    name,
  ]);
  const rows: CheckpointRow[] = (await knex.raw(`SELECT name, position FROM ${table}`)).rows;
  const other = rows.find((row) => row.name !== name);
  if (other) {
    throw new Error(`Read schema "${schema}" already serves projection "${other.name}", not "${name}"`);
  }
  return parsePosition(rows[0]?.position ?? null);
}

/**
 * Opens a live batch in one round trip: sets `search_path` to the read schema, takes the swap
 * lock shared (see `advisoryKey`), and reads the checkpoint, locking its row until the transaction
 * ends. `undefined` when the row is missing. The values are our own identifiers and key, written
 * into the text because several statements travel together only without parameters.
 */
export async function openBatch(
  trx: Knex.Transaction,
  options: { schema: string; swapKey: string; name: string },
): Promise<Position | null | undefined> {
  if (!/^-?\d+$/.test(options.swapKey)) throw new Error(`Not an advisory key: ${options.swapKey}`);
  const results: { rows: CheckpointRow[] }[] = await trx.raw(
    `SET LOCAL search_path TO ${sqlSchema(options.schema)};
     SELECT pg_advisory_xact_lock_shared(${options.swapKey}::bigint);
     SELECT position FROM projection_checkpoint WHERE name = ${literal(options.name)} FOR UPDATE`,
  );
  const row = results.at(-1)?.rows[0];
  return row ? parsePosition(row.position) : undefined;
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** Writes the checkpoint through `search_path`. */
export async function writeCheckpoint(trx: Knex.Transaction, name: string, position: Position | null) {
  await trx.raw(
    `INSERT INTO projection_checkpoint (name, position, updated_at) VALUES (?, ?, now())
     ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at`,
    [name, position?.toString() ?? null],
  );
}

/** Wakes read-your-writes waiters; Postgres delivers it only when the transaction commits. */
export async function notifyCheckpoint(trx: Knex.Transaction, position: Position): Promise<void> {
  await trx.raw('SELECT pg_notify(?, ?)', [CHECKPOINT_CHANNEL, position.toString()]);
}

/** `writeCheckpoint` and `notifyCheckpoint` in one statement: a live batch's closing round trip. */
export async function writeAndNotifyCheckpoint(trx: Knex.Transaction, name: string, position: Position) {
  await trx.raw(
    `WITH written AS (
       INSERT INTO projection_checkpoint (name, position, updated_at) VALUES (?, ?, now())
       ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at
       RETURNING position)
     SELECT pg_notify(?, position::text) FROM written`,
    [name, position.toString(), CHECKPOINT_CHANNEL],
  );
}

export async function recordHalt(
  knex: Knex,
  schema: string,
  name: string,
  halt: Omit<ProjectionHalt, 'at'>,
): Promise<void> {
  await knex.raw(
    `INSERT INTO ${sqlSchema(schema)}.projection_status
       (name, error, event_id, event_type, event_position, updated_at)
     VALUES (?, ?, ?, ?, ?, now())
     ON CONFLICT (name) DO UPDATE SET error = excluded.error, event_id = excluded.event_id,
       event_type = excluded.event_type, event_position = excluded.event_position,
       updated_at = excluded.updated_at`,
    [name, halt.message, halt.eventId, halt.eventType, halt.position.toString()],
  );
}

/** Removes a recorded halt and returns it, so a restarted projector can retry the event. */
export async function clearHalt(knex: Knex, schema: string, name: string): Promise<ProjectionHalt | null> {
  const rows: StatusRow[] = (
    await knex.raw(`DELETE FROM ${sqlSchema(schema)}.projection_status WHERE name = ? RETURNING *`, [name])
  ).rows;
  return rows[0] ? haltFromRow(rows[0]) : null;
}

function haltFromRow(row: StatusRow): ProjectionHalt {
  return {
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
