import type { AuditAction, FieldChanges } from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import { type CopyValue, copyLine, copyLines } from '../../handling/copy-rows';
import { type ReadModelMigration, readSchemaOf } from '../../projection';

/**
 * The audit logs are field-level: one row per changed field with its old and new value as text,
 * and one row without a field for a create or delete. Who, why, from where and when come from the
 * event's metadata.
 */
export interface AuditRow {
  action: AuditAction;
  field_name: string | null;
  old_value: string | null;
  new_value: string | null;
}

/** The row of a created entity: it has no single changed field. */
export const CREATE_ROW: AuditRow = { action: 'create', field_name: null, old_value: null, new_value: null };

/**
 * Every change history's table has these columns (`AUDIT_LOGS` and `ENTITY_AUDIT_LOG` in
 * `read-schema/audit-logs.ts`); each names the entity it belongs to in `ownerColumn`.
 */
export async function createAuditLogTable(
  knex: Knex,
  options: { schema: string; table: string; ownerColumn: string },
): Promise<void> {
  const { schema, table: name, ownerColumn } = options;
  await knex.schema.withSchema(schema).createTable(name, (table) => {
    table.integer('id').primary();
    table.integer(ownerColumn).notNullable();
    table.text('action').notNullable();
    table.text('field_name');
    table.text('old_value');
    table.text('new_value');
    table.integer('user_id');
    table.text('username').notNullable();
    table.text('change_reason');
    table.text('ip_address');
    table.text('user_agent');
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
  // An entity's history as the API lists it: newest change first, the fields of one change (one
  // command, one time) in the order they were recorded.
  await knex.raw(`CREATE INDEX ?? ON ??.?? (??, created_at DESC, id)`, [
    `${name}_history`,
    schema,
    name,
    ownerColumn,
  ]);
}

/**
 * The activity feed's reads (read-api `activity-feed.ts`) of one history table: newest first over
 * the whole organisation, and so by user, by action, or from a date on (the time leads each index,
 * so a date range is a range of it). `kind` is the table's entity-kind expression when it holds
 * several kinds: the feed orders by it between the time and the id. Each index yields a page in
 * order, so the first page reads a page of rows, not the table.
 */
export function auditFeedIndexesMigration(
  name: string,
  table: string,
  kind?: { expression: string; ownerColumn: string },
): ReadModelMigration {
  const order = kind ? `created_at DESC, (${kind.expression}) DESC, id DESC` : 'created_at DESC, id DESC';
  const indexes: [string, string][] = [
    ['feed', order],
    ['feed_user', `username, ${order}`],
    ['feed_action', `action, ${order}`],
  ];
  if (kind) {
    indexes.push(['feed_kind', `(${kind.expression}), ${order}`]);
    indexes.push(['feed_entity', `(${kind.expression}), ${kind.ownerColumn}, ${order}`]);
  }
  return {
    name,
    async up(knex: Knex) {
      const schema = readSchemaOf(knex);
      for (const [suffix, columns] of indexes)
        await knex.raw(`CREATE INDEX ?? ON ??.?? (${columns})`, [`${table}_${suffix}`, schema, table]);
    },
  };
}

/** Where the triggers' function lives: outside the read schemas, which rebuilds drop and rename. */
const COUNTER_FUNCTION = 'read_counters.count_audit_rows';

/** The one-row table holding how many rows an audit table has (`auditRowCountMigration`). */
export const auditRowCountTable = (table: string) => `${table}_row_count`;

/**
 * Keeps the row count of one history table in a one-row table beside it, so the activity feed's
 * unfiltered total reads eight numbers instead of counting every history row of the organisation
 * on each request (bench/RESULTS.md, "Activity feed total"). Statement-level triggers add what an
 * insert or COPY brought and take off what a delete removed (their transition tables), a truncate
 * sets it to zero; the projector is the tables' only writer, so the row is never contended. The
 * count table is the read model's own: a one-read-model rebuild moves it along with the history.
 */
export function auditRowCountMigration(name: string, table: string): ReadModelMigration {
  return {
    name,
    // An insert trigger with a transition table copies every row it counts: a fifth to a quarter
    // of a rebuild's COPY of the history (bench/RESULTS.md, "Rebuild: round 5"). It starts from
    // the rows already there, so a rebuild counts once after its replay.
    afterReplay: true,
    async up(knex: Knex) {
      const schema = readSchemaOf(knex);
      const counter = auditRowCountTable(table);
      // Read schemas migrating side by side (a rebuild) would race on the shared function.
      await knex.raw(`SELECT pg_advisory_xact_lock(hashtext('read_counters.count_audit_rows'))`);
      await knex.raw('CREATE SCHEMA IF NOT EXISTS read_counters');
      await knex.raw(`
        CREATE OR REPLACE FUNCTION ${COUNTER_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'INSERT' THEN
            EXECUTE format('UPDATE %I.%I SET row_count = row_count + (SELECT count(*) FROM added)',
                           TG_TABLE_SCHEMA, TG_TABLE_NAME || '_row_count');
          ELSIF TG_OP = 'DELETE' THEN
            EXECUTE format('UPDATE %I.%I SET row_count = row_count - (SELECT count(*) FROM removed)',
                           TG_TABLE_SCHEMA, TG_TABLE_NAME || '_row_count');
          ELSE
            EXECUTE format('UPDATE %I.%I SET row_count = 0', TG_TABLE_SCHEMA, TG_TABLE_NAME || '_row_count');
          END IF;
          RETURN NULL;
        END $$`);
      await knex.raw('CREATE TABLE ??.?? (row_count bigint NOT NULL)', [schema, counter]);
      await knex.raw('INSERT INTO ??.?? (row_count) SELECT count(*) FROM ??.??', [
        schema,
        counter,
        schema,
        table,
      ]);
      const triggers: [string, string][] = [
        ['inserted', 'AFTER INSERT ON ??.?? REFERENCING NEW TABLE AS added'],
        ['deleted', 'AFTER DELETE ON ??.?? REFERENCING OLD TABLE AS removed'],
        ['truncated', 'AFTER TRUNCATE ON ??.??'],
      ];
      for (const [suffix, when] of triggers) {
        await knex.raw(
          `CREATE TRIGGER ?? ${when} FOR EACH STATEMENT EXECUTE FUNCTION ${COUNTER_FUNCTION}()`,
          [`${table}_rows_${suffix}`, schema, table],
        );
      }
    },
  };
}

/**
 * A value as the history shows it: strings as they are, booleans and numbers as their text,
 * lists and objects as compact JSON, nothing as NULL.
 */
export function auditText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'boolean':
    case 'number':
      return String(value);
    default:
      return JSON.stringify(value);
  }
}

/** One update row per changed field, in the order of `fieldOrder` (the form's order). */
export function updateRows(changes: FieldChanges, fieldOrder: readonly string[]): AuditRow[] {
  const rank = (field: string) => {
    const index = fieldOrder.indexOf(field);
    return index === -1 ? fieldOrder.length : index;
  };
  return Object.entries(changes)
    .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([field, change]) => ({
      action: 'update',
      field_name: field,
      old_value: auditText(change.from),
      new_value: auditText(change.to),
    }));
}

/** The audit rows one event adds to the history of the entity it names. */
export interface AuditEntry {
  ownerId: number;
  event: RecordedEvent;
  rows: AuditRow[];
}

/** The columns every history row has after its own `AuditRow` ones: who, why, from where, when. */
const METADATA_COLUMNS = ['user_id', 'username', 'change_reason', 'ip_address', 'user_agent', 'created_at'];
const AUDIT_ROW_COLUMNS: readonly string[] = ['action', 'field_name', 'old_value', 'new_value'];

/**
 * A batch with at most this many history rows (a live batch: a command's one to a few dozen
 * rows) is written by one `INSERT … SELECT` numbered from the table's highest id in the same
 * statement; a larger one (a rebuild's page, thousands of rows) by `SELECT max(id)` and a COPY,
 * which skips parsing each row out of JSON. A live batch's rows went from two statements in three
 * round trips (a COPY takes two: its start, then its rows) to one of each (bench/RESULTS.md,
 * "Commands: round 4").
 */
export const INSERTED_AUDIT_ROWS_AT_MOST = 100;

/**
 * Appends the rows of a batch's events in event order. Ids continue from the table's highest
 * rather than from a sequence: a sequence keeps the numbers a rolled-back batch took, so a rebuild
 * would number differently. One active projector writes a schema, so nothing races for the next
 * number. A row may carry columns of its table beyond `AuditRow`'s (the entity log's
 * `entity_type`).
 */
export async function appendAuditEntries(
  trx: Knex.Transaction,
  options: { table: string; ownerColumn: string; entries: AuditEntry[]; alongside?: Statement },
): Promise<void> {
  let rowCount = 0;
  for (const entry of options.entries) rowCount += entry.rows.length;
  if (rowCount === 0) return;
  if (rowCount <= INSERTED_AUDIT_ROWS_AT_MOST) return insertAuditEntries(trx, options);
  await copyAuditEntries(trx, options);
  if (options.alongside) await trx.raw(options.alongside.sql, options.alongside.bindings);
}

/**
 * A data-modifying statement a history's read model runs with the rows it appends (the city's
 * profile summary): with a live batch's few rows it travels in their statement, as a CTE.
 */
export interface Statement {
  sql: string;
  bindings: readonly Knex.Value[];
}

/** One statement: the rows as a JSON array of the table's records, numbered by their place in it. */
async function insertAuditEntries(
  trx: Knex.Transaction,
  options: { table: string; ownerColumn: string; entries: AuditEntry[]; alongside?: Statement },
): Promise<void> {
  const { table, ownerColumn, entries, alongside } = options;
  const records: Record<string, unknown>[] = [];
  for (const { ownerId, event, rows } of entries) {
    const { metadata } = event;
    for (const row of rows) {
      records.push({
        ...row,
        [ownerColumn]: ownerId,
        user_id: metadata.userId ?? null,
        username: metadata.username,
        change_reason: metadata.changeReason ?? null,
        ip_address: metadata.ipAddress ?? null,
        user_agent: metadata.userAgent ?? null,
        created_at: metadata.occurredAt,
      });
    }
  }
  const columns = [ownerColumn, ...AUDIT_ROW_COLUMNS, ...extraColumns(entries), ...METADATA_COLUMNS];
  // A data-modifying CTE runs whether or not the statement reads it.
  await trx.raw(
    `${alongside ? `WITH alongside AS (${alongside.sql}) ` : ''}
     INSERT INTO "${table}" (id, ${columns.map((column) => `"${column}"`).join(', ')})
       SELECT highest.id + added.ordinality, ${columns.map((column) => `added."${column}"`).join(', ')}
         FROM (SELECT coalesce(max(id), 0) AS id FROM "${table}") AS highest,
              json_populate_recordset(NULL::"${table}", ?::json) WITH ORDINALITY AS added`,
    [...(alongside?.bindings ?? []), JSON.stringify(records)],
  );
}

/**
 * The highest id, then one COPY. An event's metadata is escaped once for all its rows: a rebuild
 * writes millions of them.
 */
async function copyAuditEntries(
  trx: Knex.Transaction,
  options: { table: string; ownerColumn: string; entries: AuditEntry[] },
): Promise<void> {
  const { table, ownerColumn, entries } = options;
  const extra = extraColumns(entries);
  const rowColumns = [...AUDIT_ROW_COLUMNS, ...extra];
  let id = await highestId(trx, table);
  const lines: string[] = [];
  for (const { ownerId, event, rows } of entries) {
    if (rows.length === 0) continue;
    const { metadata } = event;
    const metadataText = copyLine([
      metadata.userId ?? null,
      metadata.username,
      metadata.changeReason ?? null,
      metadata.ipAddress ?? null,
      metadata.userAgent ?? null,
      metadata.occurredAt,
    ]);
    for (const row of rows) {
      const values = rowColumns.map(
        (column) => (row as unknown as Record<string, CopyValue>)[column] ?? null,
      );
      id += 1;
      lines.push(`${id}\t${ownerId}\t${copyLine(values)}\t${metadataText}`);
    }
  }
  await copyLines(trx, table, ['id', ownerColumn, ...rowColumns, ...METADATA_COLUMNS], lines);
}
/** The columns the batch's rows carry beyond `AuditRow`'s, as the first row to carry each names them. */
function extraColumns(entries: AuditEntry[]): string[] {
  const extra = new Set<string>();
  for (const { rows } of entries) {
    for (const row of rows) {
      for (const column in row) if (!AUDIT_ROW_COLUMNS.includes(column)) extra.add(column);
    }
  }
  return [...extra];
}

async function highestId(trx: Knex.Transaction, table: string): Promise<number> {
  const { rows } = await trx.raw<{ rows: { id: number }[] }>(
    `SELECT coalesce(max(id), 0)::int AS id FROM "${table}"`,
  );
  return rows[0]!.id;
}
