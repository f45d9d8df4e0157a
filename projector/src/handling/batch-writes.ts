import type { Knex } from 'knex';

/**
 * Multi-row statements for batch handlers. Rows travel as one JSON parameter and become rows of
 * the table's own type (`json_populate_recordset`), so one statement carries any number of them
 * (bound parameters stop at 65,535) and each value is converted by its column's type exactly as
 * a bound parameter is. Keys are column names; a column a row leaves out is NULL. Plain `json`
 * rather than `jsonb`: it is only read once, and skipping jsonb's parse saves about a fifth.
 */
export type Row = Record<string, unknown>;

/** Inserts the rows; with `upsertOn`, a row whose key exists replaces that row's other columns. */
export async function insertRows(
  trx: Knex.Transaction,
  table: string,
  rows: Row[],
  options: { upsertOn?: string; columns?: readonly string[] } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const { upsertOn, columns } = options;
  const conflict =
    upsertOn && columns
      ? `ON CONFLICT (${quote(upsertOn)}) DO UPDATE SET ${columns
          .filter((column) => column !== upsertOn)
          .map((column) => `${quote(column)} = excluded.${quote(column)}`)
          .join(', ')}`
      : '';
  await trx.raw(
    `INSERT INTO ${quote(table)} SELECT * FROM json_populate_recordset(NULL::${quote(table)}, ?::json) ${conflict}`,
    [JSON.stringify(rows)],
  );
}

/**
 * Changes the given columns of rows found by `id`: each patch names only the columns it changes,
 * the others keep their value. Returns the ids that matched no row.
 */
export async function patchRows(
  trx: Knex.Transaction,
  table: string,
  options: { columns: readonly string[]; patches: { id: number; patch: Row }[] },
): Promise<number[]> {
  const missing = await patchRowsByKey(trx, table, {
    key: ['id'],
    columns: options.columns,
    patches: options.patches.map(({ id, patch }) => ({ key: { id }, patch })),
  });
  return missing.map((key) => key.id as number);
}

/**
 * `patchRows` for rows found by several columns (`key`, each patch's `key` giving their values).
 * One patch per row: a second one for the same row would be lost. Returns the keys that matched
 * no row.
 */
export async function patchRowsByKey(
  trx: Knex.Transaction,
  table: string,
  options: { key: readonly string[]; columns: readonly string[]; patches: { key: Row; patch: Row }[] },
): Promise<Row[]> {
  const { key, columns, patches } = options;
  if (patches.length === 0) return [];
  const { rows } = await trx.raw<{ rows: Row[] }>(
    `WITH p AS (SELECT ${key.map((column) => `k.${quote(column)}`).join(', ')}, e->'patch' AS patch
                  FROM json_array_elements(?::json) AS e,
                       json_populate_record(NULL::${quote(table)}, e->'key') AS k)
     UPDATE ${quote(table)} AS t
        SET (${columns.map(quote).join(', ')}) = (SELECT ${columns.map((column) => `r.${quote(column)}`).join(', ')}
                           FROM json_populate_record(t, p.patch) AS r)
       FROM p WHERE ${key.map((column) => `t.${quote(column)} = p.${quote(column)}`).join(' AND ')}
     RETURNING ${key.map((column) => `t.${quote(column)}`).join(', ')}`,
    [JSON.stringify(patches)],
  );
  const identify = (values: Row) => JSON.stringify(key.map((column) => values[column]));
  const matched = new Set(rows.map(identify));
  return patches.map((entry) => entry.key).filter((values) => !matched.has(identify(values)));
}

/** Adds each delta to an integer column of the row with that id; returns the ids that matched none. */
export async function addToColumn(
  trx: Knex.Transaction,
  table: string,
  column: string,
  deltas: Map<number, number>,
): Promise<number[]> {
  const entries = [...deltas].filter(([, delta]) => delta !== 0).map(([id, delta]) => ({ id, delta }));
  if (entries.length === 0) return [];
  const { rows } = await trx.raw<{ rows: { id: number }[] }>(
    `UPDATE ${quote(table)} AS t SET ${quote(column)} = t.${quote(column)} + d.delta
       FROM json_to_recordset(?::json) AS d(id int, delta int)
      WHERE t.id = d.id
     RETURNING t.id`,
    [JSON.stringify(entries)],
  );
  return missingIds(entries, rows);
}

function missingIds(wanted: { id: number }[], found: { id: number }[]): number[] {
  const matched = new Set(found.map((row) => row.id));
  return wanted.map((entry) => entry.id).filter((id) => !matched.has(id));
}

/** Table and column names are the read models' own constants; quoted all the same. */
function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
