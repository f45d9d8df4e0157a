import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A value COPY writes into a text or timestamp column: text as it is, nothing as NULL. */
export type CopyValue = string | number | null;

/**
 * Appends rows with PostgreSQL's `COPY … FROM STDIN`, on the transaction's own connection so the
 * rows commit or roll back with the rest of the batch. COPY skips the planner and the per-row
 * parse of a JSON parameter: the audit logs, a row or two per event, are written this way because
 * they are most of a rebuild's rows. Each line is a row in COPY's text format (`copyLine`), its
 * values in the order of `columns`; a writer may put together parts it escaped once for several
 * rows (`copyText`).
 */
export async function copyLines(
  trx: Knex.Transaction,
  table: string,
  columns: readonly string[],
  lines: readonly string[],
): Promise<void> {
  if (lines.length === 0) return;
  // A transaction's client answers its own connection (knex `makeTxClient`).
  const connection = (await trx.client.acquireConnection()) as pg.ClientBase;
  const statement = `COPY ${quote(table)} (${columns.map(quote).join(', ')}) FROM STDIN`;
  await pipeline([`${lines.join('\n')}\n`], connection.query(copyFrom(statement)));
}

/** One row's values as a line of COPY's text format. */
export function copyLine(values: readonly CopyValue[]): string {
  return values.map(copyText).join('\t');
}

/**
 * COPY's text format: a backslash starts an escape, so it and the separators (tab, line feed,
 * carriage return) are escaped; `\N` is NULL.
 */
export function copyText(value: CopyValue): string {
  if (value === null) return '\\N';
  const text = String(value);
  // Most values hold none of them: testing is cheaper than a replace that finds nothing.
  return SPECIAL.test(text) ? text.replace(SPECIALS, (character) => ESCAPES[character]!) : text;
}

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** Table and column names are the read models' own constants; quoted all the same. */
function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
