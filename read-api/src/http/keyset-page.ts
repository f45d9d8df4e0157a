import {
  CURSOR_MISMATCH,
  type CursorValue,
  encodeCursor,
  type Page,
  type PageQuery,
} from '@seerat/contracts';
import { badRequest, type Knex } from '@seerat/platform';

/** How a sort value is written in SQL and checked when it comes back in a cursor. */
export type SortKind = 'int' | 'text' | 'time' | 'date';

/**
 * One column of a list's order. `sql` must never be null (coalesce it) and the last key must be
 * unique (the id), so every item has exactly one place and a page boundary never splits a tie.
 */
export interface SortKey {
  sql: string;
  kind: SortKind;
  descending?: boolean;
}

const CAST: Record<SortKind, string> = { int: 'bigint', text: 'text', time: 'timestamptz', date: 'date' };

/** The alias under which a page's query carries each item's cursor values. */
const CURSOR_COLUMN = '__cursor';

/**
 * One page of a list, by keyset: the items after the cursor's position in the order of `keys`,
 * `limit` of them, and the total under the same filters. The position is the last item's sort
 * values, so an item inserted or removed meanwhile never shifts a page (no duplicates, no gaps,
 * unlike OFFSET). `query` holds the list's select, scope and filters, and no order or limit.
 */
export async function keysetPage<Row extends object>(
  knex: Knex,
  query: Knex.QueryBuilder,
  keys: readonly SortKey[],
  request: PageQuery,
): Promise<Page<Row>> {
  const page = query
    .clone()
    .select(
      knex.raw(`json_build_array(${keys.map((key) => key.sql).join(', ')})::text AS ??`, [CURSOR_COLUMN]),
    )
    .orderByRaw(keys.map((key) => `${key.sql} ${key.descending ? 'DESC' : 'ASC'}`).join(', '))
    .limit(request.limit + 1);
  if (request.cursor) {
    const after = afterPosition(keys, checkedCursor(keys, request.cursor));
    page.whereRaw(after.sql, after.bindings);
  }
  const [rows, total] = await Promise.all([page, countOf(knex, query)]);
  const items = (rows as (Row & { [CURSOR_COLUMN]: string })[]).slice(0, request.limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > request.limit && last
      ? encodeCursor(JSON.parse(last[CURSOR_COLUMN]) as CursorValue[])
      : null;
  for (const item of items) delete (item as Partial<typeof item>)[CURSOR_COLUMN];
  return { items, nextCursor, total };
}

/** How many rows the list's query holds, whatever it selects. */
async function countOf(knex: Knex, query: Knex.QueryBuilder): Promise<number> {
  const { rows } = await knex.raw<{ rows: { total: number }[] }>(
    'SELECT count(*)::int AS total FROM (?) AS counted',
    [query.clone().clearOrder()],
  );
  return rows[0]!.total;
}

/**
 * The rows after a position, for keys in mixed directions: (k1 after v1) or (k1 = v1 and k2 after
 * v2) or …, each value cast to its key's type.
 */
function afterPosition(
  keys: readonly SortKey[],
  values: CursorValue[],
): { sql: string; bindings: CursorValue[] } {
  const terms: string[] = [];
  const bindings: CursorValue[] = [];
  keys.forEach((key, index) => {
    const parts: string[] = [];
    for (const equal of keys.slice(0, index)) parts.push(`${equal.sql} = ?::${CAST[equal.kind]}`);
    parts.push(`${key.sql} ${key.descending ? '<' : '>'} ?::${CAST[key.kind]}`);
    terms.push(`(${parts.join(' AND ')})`);
    bindings.push(...values.slice(0, index + 1));
  });
  return { sql: `(${terms.join(' OR ')})`, bindings };
}

/** What PostgreSQL writes for each kind of value in JSON, and nothing else, reaches a cast. */
const WRITTEN: Record<Exclude<SortKind, 'int'>, RegExp> = {
  text: /^[\s\S]*$/,
  time: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?(Z|[+-]\d\d(:\d\d)?)$/,
  date: /^\d{4}-\d\d-\d\d$/,
};

/** The cursor's values when they fit this list's keys; a 400 naming `cursor` otherwise. */
export function checkedCursor(keys: readonly SortKey[], values: CursorValue[]): CursorValue[] {
  const fits =
    values.length === keys.length &&
    keys.every((key, index) => {
      const value = values[index];
      if (key.kind === 'int') return Number.isSafeInteger(value);
      return typeof value === 'string' && WRITTEN[key.kind].test(value);
    });
  if (!fits) throw badRequest('Invalid input', { cursor: CURSOR_MISMATCH });
  return values;
}
