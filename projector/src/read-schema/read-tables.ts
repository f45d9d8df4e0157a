import type { FieldChanges } from '@seerat/contracts';
import type { z } from 'zod';

/**
 * The read schema belongs to the projector: it creates the tables (each read model's migrations)
 * and defines here how they are named, so the read API, the command API's fact look-ups and the
 * access checks query them by these definitions instead of spelling names of their own.
 */

/** The schema the live read models are kept in (a rebuild fills another and swaps it in). */
export const READ_SCHEMA = 'read';

/** `majlisTaleemActive` → `majlis_taleem_active`: the one rule naming a field's column. */
export function columnName(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** A read model's table as others query it: its name, and its columns by the contract's field names. */
export interface ReadTable<Field extends string> {
  name: string;
  column: Record<Field, string>;
  /** The table under an alias in a query, its columns named by field through the alias. */
  as(alias: string): AliasedReadTable<Field>;
}

/** A read table under an alias: `from` for knex (under `withSchema(READ_SCHEMA)`), `sql` for raw SQL. */
export interface AliasedReadTable<Field extends string> {
  /** `cities as c` */
  from: string;
  /** `read.cities AS c` */
  sql: string;
  /** `col('zoneId')` → `c.zone_id` */
  col(field: Field): string;
  /** `select('id', 'zoneId')` → `{ id: 'c.id', zoneId: 'c.zone_id' }`: a knex select answering by field. */
  select<Picked extends Field>(...fields: Picked[]): Record<Picked, string>;
}

export function readTable<Field extends string>(name: string, fields: readonly Field[]): ReadTable<Field> {
  const column = Object.fromEntries(fields.map((field) => [field, columnName(field)])) as Record<
    Field,
    string
  >;
  const as = (alias: string): AliasedReadTable<Field> => {
    const col = (field: Field) => `${alias}.${column[field]}`;
    return {
      from: `${name} as ${alias}`,
      sql: `${READ_SCHEMA}.${name} AS ${alias}`,
      col,
      select: (...fields) =>
        Object.fromEntries(fields.map((field) => [field, col(field)])) as Record<
          (typeof fields)[number],
          string
        >,
    };
  };
  return { name, column, as };
}

/**
 * The columns of the named fields that `values` holds (an update's few, or a new row's all). It
 * goes through what `values` holds rather than through `fields`: a rebuild calls it for a million
 * updates of a few fields each, against contracts of up to a hundred. With `into`, it writes them
 * there (later values win) and returns it: a batch gathering each row's changes then makes no
 * object per update to merge and throw away.
 */
export function fieldColumns<Field extends string>(
  values: { [Key in Field]?: unknown },
  fields: readonly Field[],
  into: Record<string, unknown> = {},
): Record<string, unknown> {
  const named = fieldSet(fields);
  for (const [field, value] of Object.entries(values)) {
    if (value !== undefined && named.has(field)) into[knownColumnName(field)] = value;
  }
  return into;
}

/** Each list of fields as a set, made once: the lists are the contracts' constants. */
const fieldSets = new WeakMap<readonly string[], ReadonlySet<string>>();

function fieldSet(fields: readonly string[]): ReadonlySet<string> {
  let set = fieldSets.get(fields);
  if (!set) {
    set = new Set(fields);
    fieldSets.set(fields, set);
  }
  return set;
}

/** `columnName` remembered: fields are few, their updates many. */
const columnNames = new Map<string, string>();

function knownColumnName(field: string): string {
  let column = columnNames.get(field);
  if (column === undefined) {
    column = columnName(field);
    columnNames.set(field, column);
  }
  return column;
}

/**
 * The new values of an update event's changed fields, each checked by the field's own rule in
 * `schema`. `elsewhere` names changes that other read models keep (they are skipped); any other
 * field this schema does not know stops the projection rather than being dropped.
 */
export function changedFieldValues<Shape extends Record<string, z.ZodType>>(
  changes: FieldChanges,
  schema: { shape: Shape },
  eventType: string,
  elsewhere: readonly string[] = [],
): Partial<{ [Field in keyof Shape]: z.output<Shape[Field]> }> {
  const changed: Record<string, unknown> = {};
  for (const [field, change] of Object.entries(changes)) {
    if (elsewhere.includes(field)) continue;
    const rule = schema.shape[field] as z.ZodType | undefined;
    if (!rule) throw new Error(`${eventType} names an unknown field "${field}"`);
    changed[field] = rule.parse(change.to);
  }
  return changed as Partial<{ [Field in keyof Shape]: z.output<Shape[Field]> }>;
}
